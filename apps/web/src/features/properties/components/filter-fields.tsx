import type { ReactNode } from 'react';
import { PROPERTY_SORTS, type ListingMode, type PropertySort } from '@nestwise/shared';
import { parseFilters, toSearchParams, type SearchFilters } from '../lib/search-filters';

const OTHER_SORT_LABELS: Partial<Record<PropertySort, string>> = {
  'bedrooms-desc': 'Bedrooms (most first)',
  'size-desc': 'Size (largest first)',
  'price-per-sqft-asc': 'Price per sq ft (low to high)',
  'days-on-market-asc': 'Days on market (fewest first)',
};

/** Rent mode sorts by the monthly rent, and says so. */
export function sortLabel(sort: PropertySort, mode: ListingMode): string {
  const what = mode === 'rent' ? 'Rent' : 'Price';
  if (sort === 'price-asc') return `${what} (low to high)`;
  if (sort === 'price-desc') return `${what} (high to low)`;
  return OTHER_SORT_LABELS[sort] ?? 'Newest';
}

/** The sorts a mode offers: days on market is a figure of homes for sale (and the sort in force). */
export function sortsFor(mode: ListingMode, current: PropertySort): PropertySort[] {
  return PROPERTY_SORTS.filter(
    (sort) => sort !== 'days-on-market-asc' || mode === 'buy' || sort === current,
  );
}
export const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5'];
export const BATHROOM_OPTIONS = ['1', '1.5', '2', '3', '4'];

/** The form's values as typed, by query parameter name; the URL holds what was applied. */
export type Draft = Record<string, string>;

export function toDraft(filters: SearchFilters): Draft {
  const draft: Draft = Object.fromEntries(toSearchParams(filters));
  draft.sort = filters.sort;
  return draft;
}

export function fromDraft(draft: Draft): SearchFilters {
  return parseFilters(new URLSearchParams(Object.entries(draft).filter(([, v]) => v !== '')));
}

export const labelClasses =
  'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300';

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
    </div>
  );
}
