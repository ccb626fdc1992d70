import { FRAMED_CLASSES } from './frames';
import { PERSON_NOUNS, PLACE_NOUNS, type FairHousingClass } from './lexicon';
import { isWord, set, termOf, type Pattern } from './patterns';
import { groupAt } from './predicate-patterns';
import type { Unit } from './units';
import { hit, subjectBefore } from './fit-in';
import { colourOfPeople } from './one-colour';

export { fitsIn } from './fit-in';

/**
 * Race, origin and religion said without naming a group: "the right kind of people", "tenants
 * who will fit in", "the block's complexion", "shares our faith", "the neighbors are white",
 * "where everyone speaks English".
 */

/** "The right kind of people", "our own kind": phrases only ever used to sort people. */
export const codePhrase: Pattern = (units, at) => {
  const entry = termOf(units[at]);
  return entry?.tag === 'code' ? { ...hit(at, at + 1, entry.cls), termAt: at } : null;
};

const LIKE_WHOM = set(
  'us',
  'me',
  'rest',
  'everyone',
  'everybody',
  'other',
  'neighbor',
  'neighborhood',
  'resident',
  'community',
  'block',
  'street',
  'them',
);
const BEFORE_WHOM = set('the', 'our', 'their', 'its', 'this', 'your', 'all');

/** "Folks who look like the rest of the block", "buyers who match the neighborhood". */
export const looksLike: Pattern = (units, at) => {
  let object = -1;
  if (isWord(units[at], set('look')) && isWord(units[at + 1], set('like', 'alike'))) {
    object = at + 2;
  } else if (isWord(units[at], set('match', 'resemble'))) object = at + 1;
  if (object === -1 || units[at + 1]!.breakBefore) return null;
  const subject = subjectBefore(units, at);
  if (subject === -1) return null;
  while (object <= at + 4 && isWord(units[object], BEFORE_WHOM)) object += 1;
  const alike = units[at + 1]!.lemma === 'alike';
  if (!alike && (!isWord(units[object], LIKE_WHOM) || units[object]!.breakBefore)) return null;
  return hit(subject, alike ? at + 2 : object + 1, 'race-or-color');
};

const IS = set('is', 'are', 'be', 'were', 'was');
const MOSTLY = set(
  // "the neighbors are not black": still choosing by colour
  'not',
  'mostly',
  'all',
  'mainly',
  'largely',
  'predominantly',
  'primarily',
  'overwhelmingly',
  'almost',
  'nearly',
  'entirely',
  'only',
  'still',
  'very',
  // "100% white", "all white"
  'all',
  '100',
  'percent',
);
/** Words between a place and its state: "is", "has stayed", "that has always been". */
const KEPT = set(
  ...IS,
  'that',
  'which',
  'has',
  'have',
  'had',
  'been',
  'stayed',
  'remained',
  'remains',
  'stays',
  'always',
  'still',
);
const OVER_TIME = set('stayed', 'remained', 'remains', 'stays', 'always', 'still');
const WHOLE = set('all', '100', 'percent', '%');
const AREAS = set(
  'neighborhood',
  'street',
  'block',
  'area',
  'community',
  'town',
  'subdivision',
  'suburb',
  'district',
  'enclave',
);
const IS_OR_KEPT = set(...IS, 'been', 'stayed', 'remained', 'remains', 'stays');
const RESIDENTS = set(
  'neighbor',
  'resident',
  'person',
  'everyone',
  'everybody',
  'population',
  'tenant',
  'family',
  'household',
  'crowd',
);

/** "The neighbors are white", "the residents are mostly Christian", "the area is mostly Asian". */
export const peopleAre: Pattern = (units, at) => {
  const subject = units[at];
  if (!subject || subject.term) return null;
  const people = RESIDENTS.has(subject.lemma);
  if (!people && !PLACE_NOUNS.has(subject.lemma)) return null;
  // "the street has stayed", "a block that is still": a state kept over time says the same
  let index = at + 1;
  while (index <= at + 3 && isWord(units[index], KEPT)) index += 1;
  if (!units.slice(at + 1, index).some((unit) => isWord(unit, IS_OR_KEPT))) return null;
  const verbEnd = index;
  // over time: "has stayed", "is still", "has always been"
  const kept = units.slice(at + 1, verbEnd).some((unit) => OVER_TIME.has(unit.lemma));
  let amount = false;
  let whole = false;
  while (index <= verbEnd + 3 && (isWord(units[index], MOSTLY) || units[index]?.lemma === '%')) {
    if (WHOLE.has(units[index]!.lemma)) whole = true;
    else amount = true;
    index += 1;
  }
  // "all white" of a building or its trim is paint; of an area or its people it is who lives there
  if ((whole || kept) && (people || AREAS.has(subject.lemma))) amount = true;
  const unit = units[index];
  const group = groupAt(unit);
  if (!unit || unit.breakBefore || !group) return null;
  if (!FRAMED_CLASSES.has(group.cls) && group.cls !== 'sex') return null;
  if (group.tag || group.strength !== 'direct') return null;
  // "the building is white brick": a colour needs people or an amount, and nothing after it
  if (group.nouns === 'colour') {
    const next = units[index + 1];
    const ends =
      !next ||
      next.breakBefore ||
      next.commaBefore ||
      isWord(next, set('and', 'or')) ||
      (kept && isWord(next, set('for', 'since')));
    if (!ends || (!people && !amount)) return null;
  }
  return hit(at, index + 1, group.cls);
};

/** The class a background word names: "same faith", "our culture", "skin color". */
const BACKGROUND: Record<string, FairHousingClass> = {
  race: 'race-or-color',
  color: 'race-or-color',
  skin: 'race-or-color',
  complexion: 'race-or-color',
  ethnicity: 'race-or-color',
  ethnic: 'race-or-color',
  racial: 'race-or-color',
  religion: 'religion',
  faith: 'religion',
  belief: 'religion',
  religious: 'religion',
  church: 'religion',
  denomination: 'religion',
  background: 'national-origin',
  culture: 'national-origin',
  heritage: 'national-origin',
  nationality: 'national-origin',
  origin: 'national-origin',
  ancestry: 'national-origin',
  language: 'national-origin',
};
const backgroundOf = (unit: Unit | undefined) =>
  unit && Object.hasOwn(BACKGROUND, unit.lemma) ? BACKGROUND[unit.lemma]! : undefined;

const groupClass = (unit: Unit | undefined) => {
  const entry = groupAt(unit);
  const named = entry && entry.strength === 'direct' && FRAMED_CLASSES.has(entry.cls);
  return named ? entry.cls : undefined;
};

/** "Shares our faith", "of the same religion", "from a similar background as ours". */
export const sameBackground: Pattern = (units, at) => {
  const unit = units[at];
  let index = -1;
  if (isWord(unit, set('share', 'sharing'))) {
    index = at + 1;
    if (isWord(units[index], set('our', 'my', 'the', 'your'))) index += 1;
    if (isWord(units[index], set('same', 'own'))) index += 1;
  } else if (isWord(unit, set('same', 'similar', 'matching'))) index = at + 1;
  if (index === -1) return null;
  // "shares our Christian values": a group word names the background itself
  const cls = backgroundOf(units[index]) ?? groupClass(units[index]);
  if (!cls || units[index]!.breakBefore) return null;
  // "the same color" is a thing's unless people or a place have it (decision 0720)
  if (units[index]!.lemma === 'color' && at === index - 1 && !colourOfPeople(units, at))
    return null;
  return hit(at, index + 1, cls);
};

const RACE_TRAITS = set('complexion', 'skin');
const TRAIT_REACH = 5;
const isPeopleOrPlace = (unit: Unit | undefined) =>
  isWord(unit, PLACE_NOUNS) || isWord(unit, PERSON_NOUNS);

/**
 * "The block's complexion", "the neighborhood has kept its complexion", "the skin tone of the
 * residents": a race word said of a place or its people. "Its complexion of brick and
 * limestone" is said of a material.
 */
export const traitOfPlace: Pattern = (units, at) => {
  const entry = termOf(units[at]);
  if (entry?.cls !== 'race-or-color' || !RACE_TRAITS.has(entry.words[0]!)) return null;
  if (isWord(units[at + 1], set('of')) && !units[at + 1]!.breakBefore) {
    const owner = isWord(units[at + 2], set('the', 'this', 'our')) ? at + 3 : at + 2;
    if (!isPeopleOrPlace(units[owner])) return null;
    return { ...hit(at, owner + 1, entry.cls), termAt: at };
  }
  for (let index = at - 1; index >= 0 && index >= at - TRAIT_REACH; index -= 1) {
    if (units[index + 1]!.breakBefore || units[index + 1]!.commaBefore) return null;
    if (isPeopleOrPlace(units[index])) return { ...hit(index, at + 1, entry.cls), termAt: at };
  }
  return null;
};

const SPEAKERS = set(
  ...RESIDENTS,
  'nobody',
  'noone',
  'applicant',
  'renter',
  'buyer',
  'folk',
  'local',
);
const LANGUAGE_NAMES = set(
  'english',
  'spanish',
  'chinese',
  'mandarin',
  'cantonese',
  'french',
  'arabic',
  'vietnamese',
  'korean',
  'hindi',
  'russian',
  'portuguese',
  'tagalog',
);
const SPEAK_FILLERS = set('who', 'that', 'only', 'fluent', 'good', 'proper', 'perfect', 'all');
/** Verbs of speaking a language: "speak", "talk in", "converse in". */
const SPEAKING = set('speak', 'speaking', 'talk', 'talking', 'converse', 'communicate');
const IN = set('in');

/** "Where everyone speaks English", "neighbors who speak Spanish": choosing people by language. */
export const peopleSpeak: Pattern = (units, at) => {
  if (!isWord(units[at], SPEAKERS)) return null;
  let index = at + 1;
  while (index <= at + 3 && isWord(units[index], SPEAK_FILLERS)) index += 1;
  if (!isWord(units[index], SPEAKING)) return null;
  index += 1;
  // "people only talk in english": the language may follow "in"
  while (index <= at + 6 && (isWord(units[index], SPEAK_FILLERS) || isWord(units[index], IN)))
    index += 1;
  const language = units[index];
  const word = language?.term ? language.term.entry.words[0]! : language?.lemma;
  if (!language || language.breakBefore || !word || !LANGUAGE_NAMES.has(word)) return null;
  return hit(at, index + 1, 'national-origin');
};
