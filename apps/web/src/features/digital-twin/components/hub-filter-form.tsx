import { PROPERTY_TYPES } from '@nestwise/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { optionsWithBlank, SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { DEFAULT_HUB_FILTERS, HAS_OPTIONS, type HubFilters } from '../lib/hub-filters';

const TYPE_OPTIONS = optionsWithBlank(
  'Any type',
  PROPERTY_TYPES,
  (type) => type.charAt(0).toUpperCase() + type.slice(1).replace('-', ' '),
);

/** Search words and city apply on submit; the selects apply as soon as they change. */
export function HubFilterForm({
  filters,
  onChange,
}: {
  filters: HubFilters;
  onChange: (filters: HubFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const changed = JSON.stringify(filters) !== JSON.stringify(DEFAULT_HUB_FILTERS);
  return (
    <form
      role="search"
      aria-label="Digital twins"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr_auto] lg:items-start dark:border-slate-800 dark:bg-slate-900"
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Title, neighborhood, address…"
        value={draft.q}
        maxLength={200}
        onValueChange={(value) => setDraft({ ...draft, q: value })}
      />
      <TextField
        label="City"
        value={draft.city}
        maxLength={100}
        onValueChange={(value) => setDraft({ ...draft, city: value })}
      />
      <SelectField
        label="Type"
        options={TYPE_OPTIONS}
        value={draft.propertyType}
        onValueChange={(propertyType) => onChange({ ...draft, propertyType })}
      />
      <SelectField
        label="Has"
        options={HAS_OPTIONS}
        value={draft.has}
        onValueChange={(has) => onChange({ ...draft, has })}
      />
      <div className="flex gap-2 lg:self-end">
        <Button type="submit">Search</Button>
        {changed && (
          <Button variant="ghost" onClick={() => onChange(DEFAULT_HUB_FILTERS)}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
