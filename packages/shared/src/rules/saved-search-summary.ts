import {
  DEFAULT_LISTING_MODE,
  DEFAULT_PROPERTY_SORT,
  NUMERIC_SEARCH_FILTERS,
} from '../constants/properties';
import type { TSavedSearchFilters } from '../schemas/saved-searches';

const TYPE_PLURALS: Record<string, string> = {
  house: 'Houses',
  apartment: 'Apartments',
  condo: 'Condos',
  townhouse: 'Townhouses',
  'multi-family': 'Multi-family homes',
  land: 'Land',
  commercial: 'Commercial',
};

const MODE_ALL: Record<TSavedSearchFilters['mode'], string> = {
  buy: 'All homes for sale',
  rent: 'All rentals',
  sold: 'All sold homes',
};

/** $600K, $1.25M, $950: short amounts for a summary line. */
export function compactMoney(value: number): string {
  const trim = (n: number) => String(Number(n.toFixed(2)));
  if (value >= 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (value >= 10_000) return `$${trim(value / 1_000)}K`;
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

function range(min: number | undefined, max: number | undefined, format: (n: number) => string) {
  if (min !== undefined && max !== undefined) return `${format(min)}–${format(max)}`;
  if (min !== undefined) return `over ${format(min)}`;
  if (max !== undefined) return `under ${format(max)}`;
  return null;
}

function roomRange(min: number | undefined, max: number | undefined, unit: string) {
  if (min !== undefined && max !== undefined) {
    return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
  }
  if (min !== undefined) return `${min}+ ${unit}`;
  if (max !== undefined) return `up to ${max} ${unit}`;
  return null;
}

/**
 * A saved search in words, e.g. "Austin, TX · 3+ bd · under $600K": the default name of a new
 * saved search, the list's second line and the alert mails' subject.
 */
export function describeSavedSearch(filters: TSavedSearchFilters): string {
  const rent = filters.mode === 'rent';
  const money = (value: number) => `${compactMoney(value)}${rent ? '/mo' : ''}`;
  const place = [filters.neighborhood, filters.city, filters.state].filter(Boolean).join(', ');
  const parts = [
    filters.mode === 'rent' ? 'For rent' : filters.mode === 'sold' ? 'Sold' : null,
    place || null,
    filters.q ? `“${filters.q}”` : null,
    filters.propertyType ? (TYPE_PLURALS[filters.propertyType] ?? filters.propertyType) : null,
    roomRange(filters.minBedrooms, filters.maxBedrooms, 'bd'),
    filters.minBathrooms !== undefined ? `${filters.minBathrooms}+ ba` : null,
    range(filters.minPrice, filters.maxPrice, money),
    range(
      filters.minSquareFeet,
      filters.maxSquareFeet,
      (n) => `${n.toLocaleString('en-US')} sq ft`,
    ),
    filters.features?.length ? `with ${filters.features.join(', ')}` : null,
    filters.twin ? '3D tour or documents' : null,
    filters.agentId ? 'one agent’s listings' : null,
  ].filter((part): part is string => part !== null);
  const narrowing = parts.filter((part) => part !== 'For rent' && part !== 'Sold');
  if (narrowing.length === 0) return MODE_ALL[filters.mode];
  return parts.join(' · ');
}

/** The address of /properties that shows a saved search (its URL keys are the API's). */
export function savedSearchPath(filters: TSavedSearchFilters): string {
  const params: Array<[string, string]> = [];
  const set = (key: string, value: string) => params.push([key, value]);
  if (filters.mode !== DEFAULT_LISTING_MODE) set('mode', filters.mode);
  const keys = [
    'q',
    'city',
    'state',
    'neighborhood',
    'propertyType',
    ...NUMERIC_SEARCH_FILTERS,
  ] as const;
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined) set(key, String(value));
  }
  if (filters.features?.length) set('features', filters.features.join(','));
  if (filters.twin) set('twin', filters.twin);
  if (filters.agentId) set('agentId', filters.agentId);
  if (filters.sort !== DEFAULT_PROPERTY_SORT) set('sort', filters.sort);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return query ? `/properties?${query}` : '/properties';
}
