import type { IntentModel } from './intent-words';
import type { SlotModel } from './slot-words';

/**
 * What the confidence is learned from, one number each (see docs/decisions/0405-assistant-
 * confidence-learned.md). `rules` is the hand-set score of the words the rules explained; the
 * others are doubts the rules cannot see in their own words.
 */
export const CONFIDENCE_INPUTS = [
  'rules',
  'unexplainedShare',
  'unexplainedWords',
  'unknownWords',
  'competingIntent',
  'unplacedNames',
  'guessedNeighborhood',
  'intentDisagreement',
  'freeTextNeighborhood',
  'corrections',
  'hundredsScaled',
  'virtualTour',
  'marketOrPrice',
  'slotMissing',
  'slotExtra',
  'implausiblePrice',
] as const;
export type ConfidenceInputs = Record<(typeof CONFIDENCE_INPUTS)[number], number>;

type InputName = (typeof CONFIDENCE_INPUTS)[number];

/**
 * Every two inputs, read together: a doubt may weigh more beside another ("a guessed district"
 * costs more when no city was said, a second reader's disagreement more on a market question),
 * which one weight per input cannot say.
 */
export const CONFIDENCE_PAIRS: ReadonlyArray<readonly [InputName, InputName]> =
  CONFIDENCE_INPUTS.flatMap((first, at) =>
    CONFIDENCE_INPUTS.slice(at + 1).map((second) => [first, second] as const),
  );
export const pairName = ([first, second]: readonly [InputName, InputName]) => `${first}*${second}`;
/** Each pair's name, in `CONFIDENCE_PAIRS` order: named once, not on every parse. */
const PAIR_NAMES = CONFIDENCE_PAIRS.map(pairName);

/**
 * A logistic model over the inputs and their pairs: the chance the reading is right (docs/
 * decisions/0570-assistant-round-10.md). A model without pairs reads the inputs alone.
 */
export interface Calibrator {
  bias: number;
  weights: Record<InputName, number>;
  pairs?: Record<string, number>;
}

export interface ConfidenceModel {
  intentModel: IntentModel;
  /** A second reader of which filters the words set (see `slot-words.ts`). */
  slotModel: SlotModel;
  calibrator: Calibrator;
  /** Below this chance of being right the answer is unsure (chosen by the training script). */
  threshold: number;
  /** What the training script measured, printed by `npm run bench:assistant`. */
  evaluation?: Record<string, unknown>;
}

export const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/** The chance the reading is right, from its inputs. */
export function calibrate(calibrator: Calibrator, inputs: ConfidenceInputs): number {
  let score = calibrator.bias;
  for (const name of CONFIDENCE_INPUTS) score += calibrator.weights[name] * inputs[name];
  const pairs = calibrator.pairs;
  if (pairs) {
    CONFIDENCE_PAIRS.forEach(([first, second], at) => {
      const weight = pairs[PAIR_NAMES[at]!] ?? 0;
      if (weight !== 0) score += weight * inputs[first] * inputs[second];
    });
  }
  return sigmoid(score);
}
