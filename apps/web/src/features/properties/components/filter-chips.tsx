import { CloseIcon } from '@/components/ui/icons';
import { modePrice } from '@/lib/price-options';
import { featureLabel, typeLabel } from '../lib/listing-display';
import {
  EMPTY_FILTERS,
  withoutFilter,
  type FilterKey,
  type SearchFilters,
} from '../lib/search-filters';

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

/** The applied search as chips: each removes its own filter, Clear all keeps mode and sort. */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const active = chips(filters);
  if (active.length === 0) return null;
  return (
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
  );
}
