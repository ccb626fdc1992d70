import type { TLocationSuggestion } from '@nestwise/shared';

/** The search's filters that say where (GET /api/properties and the /properties URL). */
export const PLACE_KEYS = ['location', 'city', 'state', 'zip', 'neighborhood'] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];
export type PlaceParams = Partial<Record<PlaceKey, string>>;

/** Every place filter empty: a new place replaces the whole old one. */
export const NO_PLACE: Record<PlaceKey, string> = {
  location: '',
  city: '',
  state: '',
  zip: '',
  neighborhood: '',
};

/** The filters a chosen place sets; an address opens its listing instead, so it sets none. */
export function placeParams(suggestion: TLocationSuggestion): PlaceParams {
  const state = 'state' in suggestion && suggestion.state ? { state: suggestion.state } : {};
  if (suggestion.kind === 'city') return { city: suggestion.city, ...state };
  if (suggestion.kind === 'zip') return { zip: suggestion.zip };
  if (suggestion.kind === 'neighborhood') {
    return { neighborhood: suggestion.neighborhood, city: suggestion.city, ...state };
  }
  return {};
}

/** What the location box shows for a search's place: typed text as typed, else "Austin, TX". */
export function placeText(params: PlaceParams): string {
  if (params.location) return params.location;
  if (params.zip) return params.zip;
  return [params.neighborhood, params.city, params.state].filter(Boolean).join(', ');
}
