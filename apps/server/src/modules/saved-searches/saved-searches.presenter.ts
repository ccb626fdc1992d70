import {
  describeSavedSearch,
  LISTING_MODE_STATUS,
  type TSavedSearch,
  type TSavedSearchFilters,
} from '@nestwise/shared';
import type { SavedSearchRow } from './saved-searches.repo';

export function presentSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    summary: describeSavedSearch(row.filters),
    frequency: row.frequency,
    alertsEnabled: row.alertsEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The same search, however it was written: keys sorted, text compared without case, the sort
 * left out (it orders the page, it does not change which homes match).
 */
export function filtersKey(filters: TSavedSearchFilters): string {
  const { sort: _sort, ...narrowing } = filters;
  const entries = Object.entries(narrowing)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]): [string, unknown] => [
      key,
      typeof value === 'string'
        ? value.toLowerCase()
        : Array.isArray(value)
          ? [...value].map((item) => String(item).toLowerCase()).sort()
          : value,
    ])
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** The indexed columns that pick a listing's candidate searches. */
export function candidateColumns(filters: TSavedSearchFilters) {
  return {
    status: LISTING_MODE_STATUS[filters.mode],
    cityKey: filters.city?.trim().toLowerCase() ?? '',
  };
}
