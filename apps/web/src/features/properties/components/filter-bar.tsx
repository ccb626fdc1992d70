import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  PROPERTY_FEATURES,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  type ListingMode,
  type PropertySort,
} from '@nestwise/shared';
import { LocationCombobox } from '@/components/location-search/location-combobox';
import { NO_PLACE, placeText } from '@/components/location-search/location-place';
import { Button } from '@/components/ui/button';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { modePrice, priceOptions } from '@/lib/price-options';
import { featureLabel, typeLabel } from '../lib/listing-display';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  filtersKey,
  parseFilters,
  toSearchParams,
  withoutFilter,
  type FilterKey,
  type SearchFilters,
} from '../lib/search-filters';
import { FilterIcon } from './icons';

/** Rent mode sorts by the monthly rent, and says so. */
function sortLabel(sort: PropertySort, mode: ListingMode): string {
  const what = mode === 'rent' ? 'Rent' : 'Price';
  if (sort === 'price-asc') return `${what} (low to high)`;
  if (sort === 'price-desc') return `${what} (high to low)`;
  return 'Newest';
}
const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5'];
const BATHROOM_OPTIONS = ['1', '1.5', '2', '3', '4'];

type Draft = Record<string, string>;

function toDraft(filters: SearchFilters): Draft {
  const draft: Draft = Object.fromEntries(toSearchParams(filters));
  draft.sort = filters.sort;
  return draft;
}

function fromDraft(draft: Draft): SearchFilters {
  return parseFilters(new URLSearchParams(Object.entries(draft).filter(([, v]) => v !== '')));
}

const labelClasses =
  'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The active filters as removable chips. */
function chips(filters: SearchFilters): Array<{ key: FilterKey; label: string; feature?: string }> {
  const out: Array<{ key: FilterKey; label: string; feature?: string }> = [];
  const money = (value: number) => modePrice(value, filters.mode);
  if (filters.q) out.push({ key: 'q', label: `“${filters.q}”` });
  if (filters.location) out.push({ key: 'location', label: `Location: ${filters.location}` });
  if (filters.city) out.push({ key: 'city', label: `City: ${filters.city}` });
  if (filters.state) out.push({ key: 'state', label: `State: ${filters.state}` });
  if (filters.zip) out.push({ key: 'zip', label: `ZIP: ${filters.zip}` });
  if (filters.neighborhood)
    out.push({ key: 'neighborhood', label: `Neighborhood: ${filters.neighborhood}` });
  if (filters.propertyType)
    out.push({ key: 'propertyType', label: typeLabel(filters.propertyType) });
  if (filters.minPrice !== undefined)
    out.push({ key: 'minPrice', label: `From ${money(filters.minPrice)}` });
  if (filters.maxPrice !== undefined)
    out.push({ key: 'maxPrice', label: `Up to ${money(filters.maxPrice)}` });
  if (filters.minBedrooms !== undefined)
    out.push({ key: 'minBedrooms', label: `${filters.minBedrooms}+ beds` });
  if (filters.maxBedrooms !== undefined)
    out.push({ key: 'maxBedrooms', label: `At most ${filters.maxBedrooms} beds` });
  if (filters.minBathrooms !== undefined)
    out.push({ key: 'minBathrooms', label: `${filters.minBathrooms}+ baths` });
  if (filters.minSquareFeet !== undefined)
    out.push({
      key: 'minSquareFeet',
      label: `From ${filters.minSquareFeet.toLocaleString('en-US')} sq ft`,
    });
  if (filters.maxSquareFeet !== undefined)
    out.push({
      key: 'maxSquareFeet',
      label: `Up to ${filters.maxSquareFeet.toLocaleString('en-US')} sq ft`,
    });
  for (const feature of filters.features)
    out.push({ key: 'features', label: featureLabel(feature), feature });
  if (filters.agentId) out.push({ key: 'agentId', label: 'One agent’s listings' });
  return out;
}

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

  const active = chips(filters);
  const activeCount = countActiveFilters(filters);
  const draftFeatures = fromDraft(draft).features;
  const extraFeatures = draftFeatures.filter(
    (f) => !(PROPERTY_FEATURES as readonly string[]).includes(f),
  );

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
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
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
              PROPERTY_SORTS.map((s): [string, string] => [s, sortLabel(s, filters.mode)]),
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
            <fieldset>
              <legend className={labelClasses}>Features (all of)</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {[...PROPERTY_FEATURES, ...extraFeatures].map((feature) => (
                  <label
                    key={feature}
                    className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-500 dark:border-slate-600"
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={draftFeatures.includes(feature)}
                      onChange={() => toggleFeature(feature)}
                    />
                    {featureLabel(feature)}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
      </form>
      {active.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          <span className="text-sm text-slate-600 dark:text-slate-300">Filters:</span>
          <ul className="contents">
            {active.map((chip) => (
              <li key={`${chip.key}-${chip.feature ?? ''}`}>
                <button
                  type="button"
                  onClick={() => onChange(withoutFilter(filters, chip.key, chip.feature))}
                  aria-label={`Remove filter ${chip.label}`}
                  className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 hover:bg-teal-100 dark:bg-teal-950 dark:text-teal-100 dark:hover:bg-teal-900"
                >
                  {chip.label}
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChange({ ...EMPTY_FILTERS, mode: filters.mode, sort: filters.sort })}
            className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300"
          >
            Clear all
          </button>
        </div>
      )}
    </div>
  );
}
