import type { TAssistantFilters } from '@nestwise/shared';
import type { ParseState } from '../types';

/**
 * Prices said in bare hundreds take the market's scale: "under seven fifty" is $750,000 for a
 * home to buy and $750 for a rent. A rent is what "for rent" or an apartment with no other
 * market says (or, when this request names none, the last search's); anything else is a sale,
 * where no home costs under $1,000.
 */
export function scaleHundredsPrices(state: ParseState, previous: TAssistantFilters = {}) {
  const keys = state.hundredsPrices;
  if (!keys || keys.length === 0) return;
  // a follow-up that names no market ("what about under seven fifty") keeps the last search's
  const saysMarket =
    state.filters.status !== undefined ||
    state.filters.propertyType !== undefined ||
    state.filters.propertyTypes !== undefined;
  const filters = saysMarket ? state.filters : { ...previous, ...state.filters };
  const types = filters.propertyTypes ?? (filters.propertyType ? [filters.propertyType] : []);
  const rent =
    filters.status === 'for-rent' ||
    (filters.status === undefined && types.length > 0 && types.every((t) => t === 'apartment'));
  if (rent) return;
  for (const key of new Set(keys)) {
    const value = state.filters[key];
    if (value !== undefined && value < 1_000) state.filters[key] = value * 1_000;
  }
  for (const entity of state.entities) {
    if (/price/i.test(entity.type) && typeof entity.value === 'number' && entity.value < 1_000)
      entity.value *= 1_000;
  }
}
