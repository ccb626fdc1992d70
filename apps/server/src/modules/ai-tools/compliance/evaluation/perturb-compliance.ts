import { seededRandom } from '../../../../lib/seeded-random';
import type { ComplianceCase } from './score-compliance';
import { KEYBOARD_NEIGHBOURS as NEIGHBOURS } from '../../../../lib/keyboard-neighbours';

/**
 * A seeded perturbation suite over the development sentences: each is rewritten the ways
 * listing text arrives damaged (a key next to the right one, a dropped letter, all capitals,
 * punctuation left out), keeping its label. A guard that only knows the exact spelling of its
 * examples fails here; the seed fixes every choice, so a change of score is the guard's.
 */
export const COMPLIANCE_PERTURBATIONS = [
  'keyboard-typo',
  'dropped-letter',
  'capitals',
  'no-punctuation',
] as const;
export type CompliancePerturbation = (typeof COMPLIANCE_PERTURBATIONS)[number];

export interface PerturbedComplianceCase {
  kind: CompliancePerturbation;
  item: ComplianceCase;
}

type Rewrite = (text: string, next: () => number) => string | null;

/** One word of five letters or more, chosen by the seed, rewritten by `change`. */
const inWord =
  (change: (word: string, next: () => number) => string | null): Rewrite =>
  (text, next) => {
    const words = [...text.matchAll(/[A-Za-z]{5,}/g)];
    if (words.length === 0) return null;
    const word = words[Math.floor(next() * words.length)]!;
    const changed = change(word[0], next);
    if (!changed) return null;
    return text.slice(0, word.index) + changed + text.slice(word.index! + word[0].length);
  };

const REWRITES: Record<CompliancePerturbation, Rewrite> = {
  'keyboard-typo': inWord((word, next) => {
    const at = 1 + Math.floor(next() * (word.length - 1));
    const around = NEIGHBOURS.get(word[at]!.toLowerCase());
    if (!around) return null;
    return word.slice(0, at) + around[Math.floor(next() * around.length)]! + word.slice(at + 1);
  }),
  'dropped-letter': inWord((word, next) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return word.slice(0, at) + word.slice(at + 1);
  }),
  capitals: (text) => text.toUpperCase(),
  'no-punctuation': (text) =>
    text
      .replace(/[.,;:!?]+(?=\s|$)/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
};

/** Every sentence rewritten each way that changes it; the labels stay the original's. */
export function perturbComplianceCases(
  cases: ComplianceCase[],
  seed = 20_261_127,
): PerturbedComplianceCase[] {
  const next = seededRandom(seed);
  const out: PerturbedComplianceCase[] = [];
  for (const item of cases) {
    for (const kind of COMPLIANCE_PERTURBATIONS) {
      const text = REWRITES[kind](item.text, next);
      if (text && text !== item.text) out.push({ kind, item: { ...item, text } });
    }
  }
  return out;
}
