import { PLACE_NOUNS } from './lexicon';
import { isWord, set, type Pattern } from './patterns';

/**
 * A place's colour said to change or not to change ("the neighborhood is changing color", "this
 * block hasn't changed color in fifty years"): coded race, since only its people change a place's
 * colour. The place or its people must be the subject within the clause, so "the leaves are
 * changing color" or "the walls changed color" are things.
 */
const CHANGE = set(
  'change',
  'changing',
  'changed',
  'turn',
  'turning',
  'turned',
  'shift',
  'shifting',
);
const HUE = set('color', 'colour', 'complexion', 'complexity');
const OCCUPANTS = set('neighbor', 'resident', 'population', 'demographic');
const BETWEEN = set(
  'is',
  'are',
  'has',
  'have',
  'had',
  'not',
  'been',
  'was',
  'that',
  'which',
  'never',
);

export const placeChangesColour: Pattern = (units, at) => {
  const subject = units[at];
  if (!subject || subject.term) return null;
  if (!PLACE_NOUNS.has(subject.lemma) && !OCCUPANTS.has(subject.lemma)) return null;
  let index = at + 1;
  while (index <= at + 4 && isWord(units[index], BETWEEN)) index += 1;
  if (!isWord(units[index], CHANGE)) return null;
  const hue = isWord(units[index + 1], HUE)
    ? index + 1
    : isWord(units[index + 2], HUE)
      ? index + 2
      : -1;
  if (hue === -1 || units[hue]!.breakBefore) return null;
  return { from: at, to: hue + 1, cls: 'race-or-color', kind: 'preference', limitation: false };
};
