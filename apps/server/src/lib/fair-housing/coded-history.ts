import { refusalAfter } from './frames';
import { isWord, set, type Pattern } from './patterns';
import { PLACE_NOUNS } from './vocabulary';
import type { Unit } from './units';

/**
 * Race said in code, by two general shapes rather than by sentence
 * (docs/decisions/0480-fair-housing-guard-batch-6-and-batch-8.md):
 *
 * - a kind of people called "urban" kept out ("no urban element", "none of the urban types",
 *   "keep the inner-city crowd away"): the word names people only before a kind-of-people noun,
 *   and only an exclusion makes it a limit, so "urban loft", "urban views" and "great for the
 *   urban crowd who loves nightlife" stay clean;
 * - a place measured against the end of segregation ("stayed the way it was before integration",
 *   "unchanged since before desegregation"): the era word itself is the class; "the integration
 *   of the smart-home system" is a thing's.
 */

const CODED_ADJECTIVES = set('urban', 'inner', 'ghetto', 'hood', 'slum');
/** Kinds of people, never things: "urban element", "urban types", "inner-city crowd". */
const KINDS = set('element', 'type', 'crowd', 'folk', 'youth', 'person', 'people', 'sort', 'kind');
/** An exclusion reaching the kind: "no", "none of the", "keep … out", "away from", "without". */
const EXCLUDE = set(
  'no',
  'none',
  'not',
  'without',
  'keep',
  'away',
  'free',
  'avoid',
  'never',
  // kept at a distance: "safe from the inner-city crowd", "far from", "insulated from"
  'safe',
  'far',
  'insulated',
  'shielded',
  'protected',
  'escape',
  'rid',
  // "stay clear of the urban element", "steer clear of"
  'clear',
);
const LOOK_BACK = 4;

/**
 * A coded word as written: "hood" is read as "neighborhood" by the spelling table (so "a white
 * hood" is still a place), but "hood types" is the code word, which only the written form shows.
 */
const isCoded = (unit: Unit | undefined) =>
  unit !== undefined &&
  unit.term === undefined &&
  (CODED_ADJECTIVES.has(unit.lemma) || CODED_ADJECTIVES.has(unit.written ?? ''));

export const urbanKind: Pattern = (units, at) => {
  if (!isCoded(units[at])) return null;
  let noun = at + 1;
  // "inner-city crowd": the compound's second word
  if (units[at]!.lemma === 'inner' && isWord(units[noun], set('city'))) noun += 1;
  else if (units[at]!.lemma === 'inner') return null;
  if (!isWord(units[noun], KINDS) || units[noun]!.breakBefore || units[noun]!.commaBefore) {
    return null;
  }
  // "an urban type of building": a kind of thing
  if (isWord(units[noun + 1], set('of'))) return null;
  // refused after the kind: "the ghetto crowd need not apply", "urban types are not welcome"
  const refused = refusalAfter(units, noun);
  if (refused !== -1) {
    return { from: at, to: refused, cls: 'race-or-color', kind: 'preference', limitation: true };
  }
  if (!excludedBefore(units, at) && !isWord(units[noun + 1], set('out', 'away'))) return null;
  return { from: at, to: noun + 1, cls: 'race-or-color', kind: 'preference', limitation: true };
};

/** A kind of people known only by having arrived: "the element that moved in", "that crowd". */
const ARRIVAL_KINDS = set('element', 'crowd', 'type', 'sort');
const ARRIVE = set('move', 'moved', 'moving', 'come', 'came', 'coming', 'arrive', 'arrived');
const POINTING = set('the', 'that', 'this', 'those', 'these');

/**
 * "none of the element that moved into the east side", "before that element moved in": newcomers
 * named only as a kind, under an exclusion or measured against the time before they came. The
 * kind noun needs a pointing word before it and an arrival verb after, so "the crowd that moved
 * in loves the farmers market" (no exclusion) and "a design element" stay clean.
 */
export const arrivedKind: Pattern = (units, at) => {
  if (!isWord(units[at], POINTING) || units[at]!.term) return null;
  const noun = at + 1;
  if (!isWord(units[noun], ARRIVAL_KINDS) || units[noun]!.breakBefore) return null;
  let verb = noun + 1;
  if (isWord(units[verb], set('that', 'who', 'which'))) verb += 1;
  if (isWord(units[verb], set('ha', 'have', 'has', 'had'))) verb += 1;
  if (!isWord(units[verb], ARRIVE) || units[verb]!.breakBefore || units[verb]!.commaBefore) {
    return null;
  }
  if (!excludedBefore(units, at) && !isWord(units[at - 1], BEFORE)) return null;
  return { from: at, to: verb + 1, cls: 'race-or-color', kind: 'preference', limitation: true };
};

/**
 * Colour said of a place by a code adjective ("a whitebread suburb", "a lily-white
 * neighborhood"): the word is race only before a place noun, so "whitebread" of food is not.
 */
const CODED_PLACE_WORDS = set('whitebread');
// "cul-de-sac" is read as its last word
const PLACES = set(
  ...PLACE_NOUNS,
  ...['suburb', 'town', 'enclave', 'subdivision', 'school', 'cul', 'road', 'lane', 'court'],
);

export const codedPlace: Pattern = (units, at) => {
  const unit = units[at]!;
  let place = at + 1;
  if (isWord(unit, set('lily')) && units[place]?.lemma === 'white' && !units[place]!.breakBefore) {
    place += 1;
  } else if (!isWord(unit, CODED_PLACE_WORDS)) return null;
  const next = units[place];
  if (!next || next.breakBefore || next.commaBefore || !PLACES.has(next.lemma)) return null;
  return { from: at, to: place + 1, cls: 'race-or-color', kind: 'preference', limitation: true };
};

function excludedBefore(units: Unit[], at: number) {
  for (let back = at - 1; back >= Math.max(0, at - LOOK_BACK); back -= 1) {
    if (isWord(units[back], EXCLUDE)) return true;
    if (units[back + 1]!.breakBefore) return false;
  }
  return false;
}

const ERA = set('integration', 'desegregation', 'segregation', 'busing');
const BEFORE = set('before', 'since', 'prior', 'pre', 'until');

/** "before integration", "since before desegregation", "prior to integration". */
export const beforeIntegration: Pattern = (units, at) => {
  if (!isWord(units[at], BEFORE)) return null;
  let era = at + 1;
  if (isWord(units[era], set('to', 'before', 'the'))) era += 1;
  if (!isWord(units[era], ERA) || units[era]!.breakBefore) return null;
  // "the integration of the smart-home system": of a thing, not of the place's people
  if (isWord(units[era + 1], set('of', 'with'))) return null;
  return { from: at, to: era + 1, cls: 'race-or-color', kind: 'preference', limitation: false };
};
