import type { Gazetteer } from '../gazetteer/gazetteer';
import type { Token } from '../types';

/** At most this many words are read, so featurising is linear and bounded. */
const MAX_TOKENS = 60;

/**
 * The words a second, statistical reader of the intent sees: the corrected words, with numbers
 * and the places the rules read replaced by their kind (so "condos in Reno under 300k" and
 * "condos in Boise under 250k" teach the same thing), one word and each pair of neighbours.
 */
export function intentWords(tokens: Token[], used: boolean[], gazetteer: Gazetteer): string[] {
  const words = tokens.slice(0, MAX_TOKENS).map((token, index) => {
    if (token.kind === 'number') return '<n>';
    if (token.kind === 'symbol') return token.text === '$' ? '<n>' : '';
    if (used[index] && gazetteer.isPlaceWord(token.text)) return '<place>';
    return token.text;
  });
  const present = words.filter((word) => word !== '');
  const features = present.map((word) => `w:${word}`);
  for (let index = 0; index + 1 < present.length; index += 1) {
    if (present[index] === present[index + 1]) continue;
    features.push(`b:${present[index]} ${present[index + 1]}`);
  }
  return features;
}

/** A softmax regression over intents: a weight per (word, intent) and a bias per intent. */
export interface IntentModel {
  intents: string[];
  bias: number[];
  /** word → one weight per intent, in `intents` order. */
  weights: Record<string, number[]>;
}

/** How likely each intent is from the words alone, in the model's intent order. */
export function intentProbabilities(model: IntentModel, words: string[]): number[] {
  const scores = [...model.bias];
  for (const word of new Set(words)) {
    const row = model.weights[word];
    if (!row) continue;
    for (let k = 0; k < scores.length; k += 1) scores[k]! += row[k]!;
  }
  const top = Math.max(...scores);
  const exp = scores.map((score) => Math.exp(score - top));
  const total = exp.reduce((sum, value) => sum + value, 0);
  return exp.map((value) => value / total);
}

/** The probability the words alone give the intent the rules chose. */
export function intentAgreement(model: IntentModel, words: string[], intent: string): number {
  const at = model.intents.indexOf(intent);
  if (at < 0) return 0;
  return intentProbabilities(model, words)[at]!;
}
