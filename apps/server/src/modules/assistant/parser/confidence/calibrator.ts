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

/** A logistic model over the inputs: the chance the reading is right. */
export interface Calibrator {
  bias: number;
  weights: Record<(typeof CONFIDENCE_INPUTS)[number], number>;
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
  return sigmoid(score);
}
