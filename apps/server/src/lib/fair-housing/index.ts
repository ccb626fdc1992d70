/**
 * The fair-housing guard: one vocabulary and one set of token patterns for both the listing
 * compliance checker (advertising, 42 U.S.C. § 3604(c)) and the assistant's steering refusal.
 * Pure and synchronous, linear in the text. See README.md in this folder.
 */
export { checkAdvertisement, type AdvertisementOptions } from './advertisement';
export {
  FAIR_HOUSING_CLASS_LABELS,
  FAIR_HOUSING_SOURCE,
  type FairHousingFinding,
  type FairHousingSeverity,
} from './findings';
export type { FairHousingClass } from './lexicon';
export { isOlderPersonsHousing } from './older-persons';
export { learnedSteering } from './learned/request-steering';
export { findSteering, isSteeringRequest } from './steering';
export {
  SOURCE_OF_INCOME_STATES,
  SOURCE_OF_INCOME_WHERE_PROTECTED,
  sourceOfIncomeLaw,
  sourceOfIncomeSource,
} from './source-of-income';
export { tokenize, type Token } from './tokenize';
