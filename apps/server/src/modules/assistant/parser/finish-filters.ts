import { ZAssistantFiltersSchema, type TAssistantFilters } from '@nestwise/shared';
import type { ParseState } from './types';

/**
 * The lists this utterance said: several cities or types replace the single key, and an
 * exclusion is kept only when nothing was asked for in its place ("houses, not condos" is
 * simply houses; "anything except condos" excludes condos).
 */
export function finishLists(filters: TAssistantFilters, state: ParseState): TAssistantFilters {
  const out = { ...filters };
  const cities = state.cities;
  if (cities.length > 1 && out.city === cities[0]) {
    delete out.city;
    out.cities = [...cities];
  }
  const types = state.propertyTypes.filter((type) => type !== undefined);
  if (types.length > 1 && out.propertyType === types[0]) {
    delete out.propertyType;
    out.propertyTypes = [...types];
  }
  if (state.excludedTypes.length > 0) delete out.excludePropertyTypes;
  if (state.excludedCities.length > 0) delete out.excludeCities;
  const excludedTypes = state.excludedTypes.filter(
    (type): type is NonNullable<typeof type> => type !== undefined && !types.includes(type),
  );
  if (excludedTypes.length > 0 && out.propertyType === undefined && !out.propertyTypes) {
    out.excludePropertyTypes = excludedTypes;
  }
  const excludedCities = state.excludedCities.filter((city) => !cities.includes(city));
  if (excludedCities.length > 0 && out.city === undefined && !out.cities) {
    out.excludeCities = excludedCities;
  }
  return out;
}

const KEY_ORDER: Array<keyof TAssistantFilters> = [
  'status',
  'propertyType',
  'propertyTypes',
  'excludePropertyTypes',
  'city',
  'cities',
  'excludeCities',
  'state',
  'neighborhood',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'minBathrooms',
  'maxBathrooms',
  'minSquareFeet',
  'maxSquareFeet',
  'features',
  'excludeFeatures',
  'virtualTour',
  'sort',
];

/**
 * The filters in a stable key order, keeping only values the shared filter schema accepts: a
 * number read from speech can be absurd ("9007199254740993"), and the answer must still serialise.
 */
export function orderFilters(filters: TAssistantFilters): TAssistantFilters {
  const ordered: Record<string, unknown> = {};
  for (const key of KEY_ORDER) {
    const value = filters[key];
    if (value !== undefined && ZAssistantFiltersSchema.shape[key].safeParse(value).success) {
      ordered[key] = value;
    }
  }
  return ordered as TAssistantFilters;
}
