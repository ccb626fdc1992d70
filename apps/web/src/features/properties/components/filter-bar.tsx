import { useId, useState, type FormEvent } from 'react';
import { PROPERTY_TYPES } from '@nestwise/shared';
import { LocationCombobox } from '@/components/location-search/location-combobox';
import { NO_PLACE, placeText } from '@/components/location-search/location-place';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/text-field';
import { OptionList } from '@/components/ui/form-fields';
import { cn } from '@/lib/cn';
import { priceOptions } from '@/lib/price-options';
import { typeLabel } from '../lib/listing-display';
import { countActiveFilters, filtersKey, type SearchFilters } from '../lib/search-filters';
import { FeatureChoices } from './feature-choices';
import { FilterChips } from './filter-chips';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  Field,
  fromDraft,
  sortLabel,
  sortsFor,
  toDraft,
  type Draft,
} from './filter-fields';
import { FilterIcon } from './icons';

/**
 * Every filter of GET /api/properties. Lists (type, prices, beds, baths, features, sort) apply at
 * once; typed values apply on Search (or Enter). The URL is the source of truth.
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const id = useId();
  const key = filtersKey(filters);
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [seenKey, setSeenKey] = useState(key);
  const [open, setOpen] = useState(false);
  const [more, setMore] = useState(
    () =>
      filters.features.length > 0 ||
      [filters.maxBedrooms, filters.minSquareFeet, filters.maxSquareFeet].some(
        (v) => v !== undefined,
      ) ||
      !!filters.state ||
      !!filters.neighborhood,
  );
  if (seenKey !== key) {
    // The URL changed (back, a chip, a link): show its search.
    setSeenKey(key);
    setDraft(toDraft(filters));
  }

  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const apply = (next: Draft) => onChange(fromDraft(next));
  const setAndApply = (name: string, value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    apply(next);
  };
  const toggleFeature = (feature: string) => {
    const current = fromDraft(draft).features;
    const features = current.includes(feature)
      ? current.filter((f) => f !== feature)
      : [...current, feature];
    setAndApply('features', features.join(','));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const activeCount = countActiveFilters(filters);
  const draftFeatures = fromDraft(draft).features;

  const text = (name: string, label: string, placeholder: string, numeric = false) => (
    <Field id={`${id}-${name}`} label={label}>
      <input
        id={`${id}-${name}`}
        name={name}
        className={cn(inputClasses, 'h-[42px]')}
        placeholder={placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        value={draft[name] ?? ''}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );
  const select = (name: string, label: string, options: Array<[string, string]>) => (
    <Field id={`${id}-${name}`} label={label}>
      <select
        id={`${id}-${name}`}
        name={name}
        className={cn(inputClasses, 'h-[42px]')}
        value={draft[name] ?? ''}
        onChange={(event) => setAndApply(name, event.target.value)}
      >
        <OptionList options={options} />
      </select>
    </Field>
  );

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <form role="search" aria-label="Filter properties" onSubmit={onSubmit} noValidate>
        <div className="grid gap-3 sm:grid-cols-[2fr_1.3fr_auto] sm:items-end">
          {text('q', 'Search', 'Keywords: pool, downtown, loft…')}
          <Field id={`${id}-location`} label="Location">
            <LocationCombobox
              id={`${id}-location`}
              className={cn(inputClasses, 'h-[42px]')}
              placeholder="City, ZIP, neighborhood or address"
              mode={filters.mode}
              value={placeText(draft)}
              // Typing names a new place: the chosen one (city, state, ZIP…) gives way to the text.
              onValueChange={(text) => setDraft((d) => ({ ...d, ...NO_PLACE, location: text }))}
              onChoosePlace={(place) => {
                const next = { ...draft, ...NO_PLACE, ...place };
                setDraft(next);
                apply(next);
              }}
            />
          </Field>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              className="h-[42px] md:hidden"
              aria-expanded={open}
              aria-controls={`${id}-panel`}
              onClick={() => setOpen((o) => !o)}
            >
              <FilterIcon className="size-4" />
              Filters{activeCount > 0 && ` (${activeCount})`}
            </Button>
            <Button type="submit" className="h-[42px] flex-1 sm:flex-none">
              <SearchIcon className="size-4" />
              Search
            </Button>
          </div>
        </div>
        <div id={`${id}-panel`} className={cn('mt-3 md:block', open ? 'block' : 'hidden')}>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
            {select('propertyType', 'Type', [
              ['', 'Any type'],
              ...PROPERTY_TYPES.map((t): [string, string] => [t, typeLabel(t)]),
            ])}
            {select('minPrice', filters.mode === 'rent' ? 'Min rent' : 'Min price', [
              ['', 'No min'],
              ...priceOptions(filters.mode, filters.minPrice),
            ])}
            {select('maxPrice', filters.mode === 'rent' ? 'Max rent' : 'Max price', [
              ['', 'No max'],
              ...priceOptions(filters.mode, filters.maxPrice),
            ])}
            {select('minBedrooms', 'Beds', [
              ['', 'Any'],
              ...BEDROOM_OPTIONS.map((n): [string, string] => [n, `${n}+`]),
            ])}
            {select('minBathrooms', 'Baths', [
              ['', 'Any'],
              ...BATHROOM_OPTIONS.map((n): [string, string] => [n, `${n}+`]),
            ])}
            {select(
              'sort',
              'Sort',
              sortsFor(filters.mode, filters.sort).map((s): [string, string] => [
                s,
                sortLabel(s, filters.mode),
              ]),
            )}
          </div>
          <button
            type="button"
            aria-expanded={more}
            aria-controls={`${id}-more`}
            onClick={() => setMore((m) => !m)}
            className="mt-3 text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300"
          >
            {more ? 'Fewer filters' : 'More filters'}
          </button>
          <div id={`${id}-more`} hidden={!more} className="mt-3 space-y-4">
            <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
              {select('maxBedrooms', 'Max beds', [
                ['', 'Any'],
                ...['0', ...BEDROOM_OPTIONS].map((n): [string, string] => [
                  n,
                  n === '0' ? 'Studio' : n,
                ]),
              ])}
              {text('minSquareFeet', 'Min sq ft', 'No min', true)}
              {text('maxSquareFeet', 'Max sq ft', 'No max', true)}
              {text('state', 'State', 'TX, CO…')}
              {text('neighborhood', 'Neighborhood', 'Any')}
            </div>
            <FeatureChoices selected={draftFeatures} onToggle={toggleFeature} />
          </div>
        </div>
      </form>
      <FilterChips filters={filters} onChange={onChange} />
    </div>
  );
}
