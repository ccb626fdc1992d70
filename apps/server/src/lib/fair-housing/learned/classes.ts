import type { FairHousingClass } from '../lexicon';

/** The classes the model scores, in the order of its weight rows (after "none"). */
export const CLASSES: FairHousingClass[] = [
  'race-or-color',
  'religion',
  'national-origin',
  'sex',
  'familial-status',
  'disability',
  'source-of-income',
];
