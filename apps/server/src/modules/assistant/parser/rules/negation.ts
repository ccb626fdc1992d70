import type { ParseState } from '../types';
import { NEGATIONS } from '../vocabulary/features';

/** Verbs that take a wish of the last search back ("drop the garage", "lose the pool"). */
export const TAKE_BACK_VERBS = [
  'drop',
  'forget',
  'remove',
  'ditch',
  'skip',
  'lose',
  'scrap',
  'nix',
  'delete',
  'toss',
  'eliminate',
  'scratch',
  'omit',
  'axe',
  'hide',
  'ignore',
  'disregard',
];

/** Words that end a negation's reach: "no pool but with a garage", "not a condo, a house". */
const NEGATION_STOPS = new Set(['with', 'and', 'but', 'has', 'have', 'plus', 'also', 'or']);
/** Negations the feature table's list does not hold ("condos that aren't furnished"). */
const MORE_NEGATIONS = new Set([
  "aren't",
  "isn't",
  'excluding',
  'exclude',
  'never',
  'neither',
  'nor',
  // a follow-up taking a wish back: "drop the garage", "forget the pool", "lose the garage"
  ...TAKE_BACK_VERBS,
]);
/**
 * Verbs whose particle makes them remove ("leave out the condos", "rule out Tampa", "cross off
 * the townhouses"): each verb with each particle, so a new pairing needs no phrase of its own.
 */
const REMOVING_VERBS = ['leave', 'cut', 'rule', 'filter', 'weed', 'count', 'cross', 'strike'];
export const REMOVING_PARTICLE_VERBS = REMOVING_VERBS.flatMap((verb) => [
  `${verb} out`,
  `${verb} off`,
]);

/** Two-word negations: "anything but condos", "other than condos". */
export const NEGATING_PAIRS = new Set([
  ...REMOVING_PARTICLE_VERBS,
  'no need',
  "don't need",
  'never mind',
  'get rid',
  'take off',
  // "take out the yard requirement", "take away the garage"
  'take out',
  'take away',
  'anything but',
  'everything but',
  'other than',
  'rather than',
  'instead of',
  'apart from',
  'aside from',
]);

/** Verbs of having that a negation reaches through: "doesn't have a pool", "don't come with". */
const HAVING_VERBS = new Set(
  'have has having come comes coming with include includes including offer offers feature features need want'.split(
    ' ',
  ),
);
const AUXILIARIES = new Set(['do', 'does', 'did', 'to']);
const VERB_NEGATIONS = new Set([
  "don't",
  "doesn't",
  "didn't",
  'not',
  'never',
  "can't",
  "won't",
  "shouldn't",
  "wouldn't",
  // a negated subject: "nothing with a pool", "none with an hoa"
  'nothing',
  'none',
]);

/**
 * Whether a verb of having that ends at `at` is negated: "don't have", "does not come with",
 * "would rather not have". The scope runs from the negation to the feature; "but do have a
 * garage" is not negated.
 */
function negatedHaving(state: ParseState, at: number): boolean {
  const negation = havingNegatedAt(state, at);
  return negation >= 0 && !removedHomesBefore(state, negation);
}

/** Where the negation of a verb of having that ends at `at` stands, or -1. */
function havingNegatedAt(state: ParseState, at: number): number {
  const { tokens } = state;
  let back = at;
  let verbs = 0;
  while (back >= 0 && HAVING_VERBS.has(tokens[back]!.text) && verbs < 3) {
    if (tokens[back]!.breakBefore) return -1;
    back -= 1;
    verbs += 1;
  }
  if (verbs === 0) return -1;
  if (AUXILIARIES.has(tokens[back]?.text ?? '')) back -= 1;
  return VERB_NEGATIONS.has(tokens[back]?.text ?? '') ? back : -1;
}

/** Words that open a clause about the homes: "the ones that don't have", "places which lack". */
const RELATIVES = new Set(['that', 'which', 'who']);
/** Homes a removal may take, beyond those a "with" removal takes: "hide anything without". */
const HOMES_REMOVED = new Set([...['anything', 'everything', 'apartments', 'houses', 'condos']]);

/**
 * "skip the ones without parking", "hide listings with no garage", "drop any that don't have a
 * yard": the homes removed are those lacking the wish, so the wish is wanted (two negations).
 * `negation` is where the inner negation starts; before it, "with" (of "with no"), a relative
 * word, or nothing, then one or two words that stand for homes, then a removing verb or pair.
 */
function removedHomesBefore(state: ParseState, negation: number): boolean {
  const { tokens } = state;
  let back = negation - 1;
  if (tokens[negation]?.breakBefore) return false;
  // "the ones that do not have": the auxiliary of a negation said in two words
  if (AUXILIARIES.has(tokens[back]?.text ?? '') && tokens[negation]!.text === 'not') back -= 1;
  if (tokens[back]?.text === 'with' || RELATIVES.has(tokens[back]?.text ?? '')) {
    if (tokens[back]!.breakBefore) return false;
    back -= 1;
  }
  const homes = tokens[back]?.text ?? '';
  if (!HOMES_REFERRED.has(homes) && !HOMES_REMOVED.has(homes)) return false;
  if (tokens[back]!.breakBefore) return false;
  if (OBJECT_DETERMINERS.has(tokens[back - 1]?.text ?? '')) back -= 1;
  const verb = tokens[back - 1]?.text ?? '';
  const pair = `${tokens[back - 2]?.text ?? ''} ${verb}`;
  return (
    !tokens[back]!.breakBefore &&
    (MORE_NEGATIONS.has(verb) || NEGATIONS.has(verb) || NEGATING_PAIRS.has(pair))
  );
}

const OBJECT_DETERMINERS = new Set(['the', 'that', 'those', 'these', 'any', 'all', 'a', 'an']);
const REMOVING_PARTICLES = new Set(['out', 'off']);

/**
 * "leave the pool out", "cross the condos off": the removing verb before the wish and its
 * particle after it (the wish may be two words: "leave the hot tub out").
 */
function removedByParticleAfter(state: ParseState, index: number): boolean {
  const { tokens } = state;
  let verb = index - 1;
  while (OBJECT_DETERMINERS.has(tokens[verb]?.text ?? '') && verb > index - 3) verb -= 1;
  if (!REMOVING_VERBS.includes(tokens[verb]?.text ?? '')) return false;
  for (let at = index + 1; at <= index + 2 && at < tokens.length; at += 1) {
    if (tokens[at]!.breakBefore) return false;
    if (REMOVING_PARTICLES.has(tokens[at]!.text)) return true;
  }
  return false;
}

/** What a removal may take as homes before "with": "exclude ones with", "skip any listings with". */
const HOMES_REFERRED = new Set(['ones', 'those', 'them', 'any', 'homes', 'places', 'listings']);

/**
 * "exclude ones with a pool", "skip the ones with an hoa", "drop any listings with a garage": the
 * homes removed are those with the wish, so the wish is ruled out. `withAt` is the "with"; before
 * it one or two words that stand for homes, then a negation or a removing verb.
 */
function removedHomesWith(state: ParseState, withAt: number): boolean {
  const { tokens } = state;
  let back = withAt - 1;
  if (!HOMES_REFERRED.has(tokens[back]?.text ?? '') || tokens[withAt]!.breakBefore) return false;
  if (OBJECT_DETERMINERS.has(tokens[back - 1]?.text ?? '')) back -= 1;
  const verb = tokens[back - 1]?.text ?? '';
  return !tokens[back]!.breakBefore && (MORE_NEGATIONS.has(verb) || NEGATIONS.has(verb));
}

/**
 * Whether the words right before token `index` rule it out ("no pool", "without a garage",
 * "not a condo", "anything except condos"). Looks back at most `reach` tokens, never over a
 * break or another request, so the cost per call is constant.
 */
export function isNegated(state: ParseState, index: number, reach = 3): boolean {
  const { tokens } = state;
  if (removedByParticleAfter(state, index)) return true;
  for (let back = index - 1; back >= Math.max(0, index - reach); back -= 1) {
    if (tokens[back + 1]?.breakBefore) return false;
    const text = tokens[back]!.text;
    const pair = `${tokens[back - 1]?.text ?? ''} ${text}`;
    if (NEGATING_PAIRS.has(pair)) return true;
    // a negation inside homes removed is a wish kept: "skip the ones without parking"
    if (NEGATIONS.has(text) || MORE_NEGATIONS.has(text)) return !removedHomesBefore(state, back);
    if (HAVING_VERBS.has(text) && text !== 'with') return negatedHaving(state, back);
    if (text === 'with' && removedHomesWith(state, back)) return true;
    if (HAVING_VERBS.has(text)) return negatedHaving(state, back);
    if (NEGATION_STOPS.has(text)) return false;
    // a token another rule explained (a price, a place) ends the reach
    if (state.used[back]) return false;
  }
  return false;
}
