import type { TAssistantFilters } from '@nestwise/shared';
import type { ParseState } from '../types';
import type { Bound } from '../vocabulary/comparators';
import { markSpan } from './entities';
import type { Measure } from './quantities';

type NumberFilter = {
  [K in keyof TAssistantFilters]-?: NonNullable<TAssistantFilters[K]> extends number ? K : never;
}[keyof TAssistantFilters];

/** How a measure set its filter pair: both ends, one end, or a band around the value. */
type Setting = 'range' | 'min' | 'max' | 'about' | 'exact';

/**
 * Sets a min/max filter pair from a measure, keeping what an earlier phrase set: a range sets
 * both ends, "about" ±10 %, "exactly" both to the value, and a lone bound the end `sideOf` names.
 */
function applyPair(
  filters: TAssistantFilters,
  [minKey, maxKey]: readonly [NumberFilter, NumberFilter],
  measure: Measure,
  sideOf: (bound: Bound | null) => 'min' | 'max',
): { setting: Setting; low: number } {
  const low = Math.round(measure.low.value);
  let setting: Setting;
  if (measure.high) {
    const high = Math.round(measure.high.value);
    filters[minKey] ??= Math.min(low, high);
    filters[maxKey] ??= Math.max(low, high);
    setting = 'range';
  } else if (measure.bound === 'about') {
    filters[minKey] ??= Math.round(low * 0.9);
    filters[maxKey] ??= Math.round(low * 1.1);
    setting = 'about';
  } else if (measure.bound === 'exact') {
    filters[minKey] ??= low;
    filters[maxKey] ??= low;
    setting = 'exact';
  } else {
    setting = sideOf(measure.bound);
    filters[setting === 'min' ? minKey : maxKey] ??= low;
  }
  return { setting, low };
}

/** The span names a price phrase leaves for the reply's "I understood …". */
const PRICE_SPAN = {
  range: 'priceRange',
  min: 'minPrice',
  max: 'maxPrice',
  about: 'aroundPrice',
  exact: 'price',
} as const;

export function applyPrice(state: ParseState, measure: Measure) {
  const { filters } = state;
  // A bare price is a ceiling ("homes 500k"); only "at least" / "over" make it a floor.
  const { setting, low } = applyPair(filters, ['minPrice', 'maxPrice'], measure, (bound) =>
    bound === 'min' || bound === 'above' ? 'min' : 'max',
  );
  const value = setting === 'range' ? `${filters.minPrice}-${filters.maxPrice}` : low;
  const highest = Math.max(measure.low.value, measure.high?.value ?? 0);
  const bare = !measure.low.currency && !measure.high?.currency;
  const unscaled = measure.low.multiplier === 1 && (measure.high?.multiplier ?? 1) === 1;
  if (bare && unscaled && !measure.perMonth && highest >= 100 && highest < 1_000) {
    state.hundredsPrices ??= [];
    if (setting !== 'max') state.hundredsPrices.push('minPrice');
    if (setting !== 'min') state.hundredsPrices.push('maxPrice');
  }
  markSpan(state, measure.start, measure.end, PRICE_SPAN[setting], value);
  // "$2,500 a month" is a rent; the span above already holds the words
  if (measure.perMonth) filters.status ??= 'for-rent';
}

/** Living area, or a lot's area when the property is land. A bare area is a floor. */
export function applyArea(state: ParseState, measure: Measure) {
  const { low } = applyPair(state.filters, ['minSquareFeet', 'maxSquareFeet'], measure, (bound) =>
    bound === 'max' || bound === 'below' ? 'max' : 'min',
  );
  markSpan(state, measure.start, measure.end, 'squareFeet', low);
}

export function applyBedrooms(state: ParseState, measure: Measure) {
  const { filters } = state;
  const low = Math.floor(measure.low.value);
  if (low > 50) return;
  if (measure.high) {
    const high = Math.floor(measure.high.value);
    filters.minBedrooms ??= Math.min(low, high);
    filters.maxBedrooms ??= Math.max(low, high);
  } else {
    switch (measure.bound) {
      case 'max':
        filters.maxBedrooms ??= low;
        break;
      case 'below':
        filters.maxBedrooms ??= Math.max(0, low - 1);
        break;
      case 'above':
        filters.minBedrooms ??= low + 1;
        break;
      case 'exact':
        filters.minBedrooms ??= low;
        filters.maxBedrooms ??= low;
        break;
      default:
        filters.minBedrooms ??= low;
    }
  }
  markSpan(state, measure.start, measure.end, 'bedrooms', low);
}

export function applyBathrooms(state: ParseState, measure: Measure) {
  const low = measure.low.value;
  if (low > 50) return;
  const high = measure.high?.value;
  const value = high === undefined ? low : Math.min(low, high);
  // Bathrooms come in halves: "fewer than 3 baths" is at most 2.5.
  if (measure.bound === 'max') state.filters.maxBathrooms ??= value;
  else if (measure.bound === 'below') state.filters.maxBathrooms ??= Math.max(0, value - 0.5);
  else if (measure.bound === 'exact') {
    state.filters.minBathrooms ??= value;
    state.filters.maxBathrooms ??= value;
  } else state.filters.minBathrooms ??= value;
  markSpan(state, measure.start, measure.end, 'bathrooms', value);
}
