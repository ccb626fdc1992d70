import type { TAssistantFilters } from '@nestwise/shared';
import { canonicalJson } from '../canonical-json';

/**
 * The kinds of filter a request can set, one each for a min/max pair's ends and for a single
 * value or its list ("city" or "cities"): what a second, statistical reader guesses from the
 * words alone, to be held against what the rules read.
 */
export const SLOTS = [
  'status',
  'type',
  'excludeType',
  'place',
  'excludePlace',
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
  'sort',
] as const;
export type Slot = (typeof SLOTS)[number];

const KEYS_OF: Record<Slot, Array<keyof TAssistantFilters>> = {
  status: ['status'],
  type: ['propertyType', 'propertyTypes'],
  excludeType: ['excludePropertyTypes'],
  place: ['city', 'cities'],
  excludePlace: ['excludeCities'],
  state: ['state'],
  neighborhood: ['neighborhood'],
  minPrice: ['minPrice'],
  maxPrice: ['maxPrice'],
  minBedrooms: ['minBedrooms'],
  maxBedrooms: ['maxBedrooms'],
  minBathrooms: ['minBathrooms'],
  maxBathrooms: ['maxBathrooms'],
  minSquareFeet: ['minSquareFeet'],
  maxSquareFeet: ['maxSquareFeet'],
  features: ['features'],
  excludeFeatures: ['excludeFeatures'],
  sort: ['sort'],
};

/**
 * What a request itself said of its filters: a follow-up's filters without what it kept of the
 * search before ("make it 3 beds" says the bedrooms, not the city it keeps). The second reader
 * judges a reading by these, in training and in use alike (decision 0570).
 */
export function saidFilters(
  filters: TAssistantFilters,
  previous?: TAssistantFilters | null,
): TAssistantFilters {
  if (!previous) return filters;
  const before = previous as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => canonicalJson(before[key]) !== canonicalJson(value),
    ),
  ) as TAssistantFilters;
}

/** Whether the filters set each slot, in `SLOTS` order. */
export function slotsSet(filters: TAssistantFilters): boolean[] {
  return SLOTS.map((slot) => KEYS_OF[slot].some((key) => filters[key] !== undefined));
}

/** One logistic model per slot over the words: a weight row per word, a bias per slot. */
export interface SlotModel {
  slots: string[];
  bias: number[];
  /** word → one weight per slot, in `slots` order. */
  weights: Record<string, number[]>;
}

/** The chance each slot is set, from the words alone, in the model's slot order. */
export function slotProbabilities(model: SlotModel, words: string[]): number[] {
  const scores = [...model.bias];
  for (const word of new Set(words)) {
    const row = model.weights[word];
    if (!row) continue;
    for (let k = 0; k < scores.length; k += 1) scores[k]! += row[k]!;
  }
  return scores.map((score) => 1 / (1 + Math.exp(-score)));
}

/**
 * How far the rules' reading is from what the words alone suggest: the likeliest slot the rules
 * left unset ("at least 3 but no more than 4 bedrooms" read without a minimum) and the least
 * likely slot they set ("under 3,500" after square feet read as a price).
 */
export function slotDisagreement(
  model: SlotModel,
  words: string[],
  filters: TAssistantFilters,
): { missing: number; extra: number } {
  const chances = slotProbabilities(model, words);
  const set = slotsSet(filters);
  let missing = 0;
  let extra = 0;
  chances.forEach((chance, k) => {
    if (set[k]) extra = Math.max(extra, 1 - chance);
    else missing = Math.max(missing, chance);
  });
  return { missing, extra };
}
