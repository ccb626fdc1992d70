import type { ParseState } from '../types';

/**
 * "the pool doesn't matter", "a garage isn't important", "I don't care about the yard": a wish
 * said not to matter. It is neither wanted nor ruled out; a follow-up drops it from the last
 * search (follow-up.ts). Read by the predicate's shape around the wish, not by listing phrases:
 * a negated verb of mattering or needing after it, or not caring about it before it.
 */
const LINKS = new Set(['is', 'are', 'was', "it's", 'really', 'so']);
const NEGATED = new Set(["doesn't", "don't", "isn't", "aren't", 'not', "ain't", "wasn't"]);
const NEGATED_PAIRS = new Set(['does not', 'do not', 'is not', 'are not']);
const MATTERING = new Set([
  'matter',
  'matters',
  'important',
  'needed',
  'necessary',
  'required',
  'essential',
  'must',
  'dealbreaker',
  'priority',
  'requirement',
  'crucial',
  'big',
]);
const OPTIONAL = new Set(['optional', 'unimportant', 'unnecessary', 'irrelevant']);
const NOT_CARING = [
  ["don't", 'care'],
  ['do', 'not', 'care'],
  ['dont', 'care'],
  ['not', 'bothered'],
  ['not', 'fussed'],
  ['not', 'picky'],
];
const CARE_LINKS = new Set([
  'about',
  'if',
  'whether',
  'it',
  'has',
  'there',
  'is',
  'a',
  'an',
  'the',
]);

const textAt = (state: ParseState, index: number) => state.tokens[index]?.text ?? '';

/**
 * The span of the wish at tokens [start, end) with its predicate, when it is said not to matter
 * ("garage isn't a must"), or null. Constant work per call.
 */
export function waivedSpan(
  state: ParseState,
  start: number,
  end: number,
): { from: number; to: number } | null {
  let after = end;
  while (after < end + 2 && LINKS.has(textAt(state, after))) after += 1;
  if (OPTIONAL.has(textAt(state, after))) return { from: start, to: after + 1 };
  let predicate = -1;
  if (NEGATED.has(textAt(state, after))) predicate = after + 1;
  else if (NEGATED_PAIRS.has(`${textAt(state, after)} ${textAt(state, after + 1)}`))
    predicate = after + 2;
  if (predicate >= 0) {
    if (textAt(state, predicate) === 'a' || textAt(state, predicate) === 'that') predicate += 1;
    if (MATTERING.has(textAt(state, predicate))) return { from: start, to: predicate + 1 };
  }
  // "I don't care about the pool", "not bothered if it has a garage"
  let before = start - 1;
  while (before >= start - 5 && CARE_LINKS.has(textAt(state, before))) before -= 1;
  for (const words of NOT_CARING) {
    const from = before - words.length + 1;
    if (words.every((word, at) => textAt(state, from + at) === word)) return { from, to: end };
  }
  return null;
}

/** The words of these predicates, known as they are to the spelling corrector ("must", "optional"). */
export const INDIFFERENCE_WORDS = [
  ...LINKS,
  ...MATTERING,
  ...OPTIONAL,
  ...NOT_CARING.flat(),
  ...CARE_LINKS,
].filter((word) => /^[a-z]+$/.test(word));
