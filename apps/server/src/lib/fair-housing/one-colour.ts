import { isWord, set, type Pattern } from './patterns';
import { PERSON_NOUNS, PLACE_NOUNS } from './vocabulary';
import type { Unit } from './units';

/**
 * People said to be of one colour (decision 0720): "the neighbors are all one color", "a
 * close-knit bunch of one colour", "families of the same skin color", "a one-color block". A
 * colour shared by everyone is only ever said of people to sort them, so the phrase counts when
 * people are its subject (a people or group noun within the sentence, with only linking words
 * between) or a place noun follows it. "Cabinets all one color", "painted the same color as the
 * trim" and "one color scheme" have no people, and stay clean. The colour shared with the
 * speaker ("buyers of the same color" as ours, coded-patterns.ts' `sameBackground`) asks
 * `colourOfPeople` below, so both readings of a shared colour live here.
 */
const ONE = set('one', 'same', 'single', 'uniform');
const HUE = set('color', 'colour', 'complexion', 'skin');
/** Who a colour may be said of: people nouns and the groups they form. */
const PEOPLE = set(
  ...PERSON_NOUNS,
  'everyone',
  'everybody',
  'folk',
  'people',
  'bunch',
  'group',
  'crowd',
  'community',
  'population',
  'congregation',
);
/** Being, said between people and their colour by both readings: "are all", "were". */
const BEING = ['is', 'are', 'be', 'been', 'was', 'were', 'all'];
/** Words that keep the colour on the people: "are all", "here", "a close-knit bunch of". */
const LINKING = set(
  ...BEING,
  'here',
  'a',
  'an',
  'the',
  'of',
  'mostly',
  'pretty',
  'much',
  'basically',
  'essentially',
  'entirely',
  'still',
  'just',
  'very',
  'close',
  'knit',
  'tight',
  'nice',
  'friendly',
);
const LOOK_BACK = 8;

/** The colour word after `one` ("one color", "same skin color"), or -1. */
function hueAfter(units: Unit[], one: number): number {
  let index = one + 1;
  if (
    isWord(units[index], set('skin')) &&
    isWord(units[index + 1], set('color', 'colour', 'tone'))
  ) {
    index += 1;
  }
  const unit = units[index];
  if (!unit || unit.breakBefore || !isWord(unit, new Set([...HUE, 'tone']))) return -1;
  return unit.lemma === 'tone' && units[index - 1]!.lemma !== 'skin' ? -1 : index;
}

function peopleBefore(units: Unit[], at: number): boolean {
  for (let index = at - 1; index >= Math.max(0, at - LOOK_BACK); index -= 1) {
    const unit = units[index]!;
    const entry = unit.term?.entry;
    if (entry?.cls === 'familial-status' && entry.tag === 'family') return true;
    if (isWord(unit, PEOPLE)) return true;
    if (!isWord(unit, LINKING) || units[index + 1]!.breakBefore) return false;
  }
  return false;
}

export const oneColour: Pattern = (units, at) => {
  if (!isWord(units[at], ONE)) return null;
  const hue = hueAfter(units, at);
  if (hue === -1) return null;
  const next = units[hue + 1];
  const place = next && !next.breakBefore && !next.term && PLACE_NOUNS.has(next.lemma);
  if (!place && !peopleBefore(units, at)) return null;
  return {
    from: at,
    to: place ? hue + 2 : hue + 1,
    cls: 'race-or-color',
    kind: 'preference',
    limitation: true,
  };
};

/** What stands before "the same color" when people or a place have it: "of", "be", "stayed". */
const HAVING_COLOUR = set('of', ...BEING, 'stayed', 'stay', 'remained', 'remain', 'kept', 'keep');
const COLOUR_REACH = 8;

/**
 * "Buyers of the same color", "the block stayed the same color": a people or place noun earlier in
 * the sentence, and a word of being or keeping (or "of") right before "the same color". "The trim
 * was painted the same color as the shutters" and "the walls are the same color as the floors"
 * name no people. Looks back at most eight units.
 */
export function colourOfPeople(units: Unit[], same: number): boolean {
  const before = isWord(units[same - 1], set('the')) ? same - 2 : same - 1;
  if (!isWord(units[before], HAVING_COLOUR)) return false;
  for (let index = before - 1; index >= Math.max(0, same - COLOUR_REACH); index -= 1) {
    const unit = units[index]!;
    if (unit.term !== undefined || isWord(unit, PLACE_NOUNS) || isWord(unit, PERSON_NOUNS))
      return true;
    if (units[index + 1]!.breakBefore) return false;
  }
  return false;
}
