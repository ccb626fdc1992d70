import type { ParseState } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { markSpan } from './entities';

const BAND_PARTS: Record<string, [from: number, to: number]> = {
  low: [0, 33],
  lower: [0, 33],
  mid: [33, 66],
  middle: [33, 66],
  high: [66, 99],
  upper: [66, 99],
};

/**
 * Agents' price bands: "in the 400s" is $400,000–$499,999, "the low 300s" $300,000–$332,999,
 * "the mid 2 millions"… only the hundreds-of-thousands form is read. Returns the index after it.
 */
export function readPriceBand(state: ParseState, index: number): number | null {
  const { tokens, used } = state;
  const number = tokens[index];
  const suffix = tokens[index + 1];
  if (!number || number.kind !== 'number' || used[index] || suffix?.text !== 's') return null;
  if (suffix.start !== number.end) return null;
  const hundreds = Number(number.text);
  if (!Number.isInteger(hundreds) || hundreds < 100 || hundreds > 900 || hundreds % 100 !== 0) {
    return null;
  }
  const part = BAND_PARTS[tokens[index - 1]?.text ?? ''];
  const article = tokens[index - (part ? 2 : 1)]?.text;
  if (article !== 'the') return null;
  const [from, to] = part ?? [0, 99];
  const minPrice = (hundreds + from) * 1_000;
  const maxPrice = (hundreds + to) * 1_000 + 999;
  state.filters.minPrice ??= minPrice;
  state.filters.maxPrice ??= maxPrice;
  markSpan(state, index - (part ? 2 : 1), index + 2, 'priceRange', `${minPrice}-${maxPrice}`);
  return index + 2;
}

const SHORTHAND_FOLLOWERS = new Set(['in', 'near', 'with', 'for', 'under', 'around', 'at']);

/** "a 3/2 in Tampa", "3/2 house": bedrooms over bathrooms, as listings abbreviate them. */
export function readBedBathShorthand(state: ParseState, index: number): number | null {
  const { tokens, used } = state;
  const [beds, slash, baths, next] = [
    tokens[index],
    tokens[index + 1],
    tokens[index + 2],
    tokens[index + 3],
  ];
  if (!beds || !slash || !baths || used[index] || used[index + 2]) return null;
  if (beds.kind !== 'number' || slash.text !== '/' || baths.kind !== 'number') return null;
  if (tokens[index - 1]?.text === '$') return null;
  const bedrooms = Number(beds.text);
  const bathrooms = Number(baths.text);
  if (!Number.isInteger(bedrooms) || bedrooms < 1 || bedrooms > 9) return null;
  if (bathrooms < 1 || bathrooms > 9 || (bathrooms * 2) % 1 !== 0) return null;
  const endsHere =
    !next ||
    next.breakBefore ||
    SHORTHAND_FOLLOWERS.has(next.text) ||
    PROPERTY_TYPE_TABLE.matchAt(tokens, index + 3) !== null;
  if (!endsHere) return null;
  state.filters.minBedrooms ??= bedrooms;
  state.filters.minBathrooms ??= bathrooms;
  markSpan(state, index, index + 3, 'bedBath', `${bedrooms}/${bathrooms}`);
  return index + 3;
}
