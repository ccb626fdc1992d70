import { cityFollows, type Gazetteer } from '../gazetteer/gazetteer';
import type { PhraseSet, PhraseTable } from '../phrase-table';
import * as cues from '../rules/intent-cues';
import type { Correction, Token } from '../types';
import { FEATURE_TABLE } from '../vocabulary/features';
import { PROPERTY_TYPE_TABLE, STUDIO_WORDS } from '../vocabulary/property-types';
import { PER_MONTH_TABLE, SORT_TABLE, STATUS_TABLE } from '../vocabulary/status-and-sort';
import { UNIT_TABLE } from '../vocabulary/units';
import { LEADING_COMPARATORS, TRAILING_COMPARATORS } from '../vocabulary/comparators';
import { COMMON_WORDS } from './common-words';
import { COMMON_NEIGHBORHOODS, insideCommonDistrict } from '../vocabulary/districts';
import { HOME_DESCRIPTION_WORDS } from './home-description-words';
import { isEnglishWord } from '../../../../lib/is-english-word';
import { ORIGIN_PLACES } from '../../../../lib/fair-housing/origin-places';
import { editDistance } from './edit-distance';
import { SILENT_STARTS, soundKeys } from './sound-keys';
import { inVerbSlot } from './verb-slot';
import { isNumberWord } from '../numbers';
import { UNAPPLIED } from '../rules/unapplied';
import { declineWords } from '../rules/off-topic';
import { FOLLOW_UP_WORDS } from '../rules/follow-up';
import { INDIFFERENCE_WORDS } from '../rules/indifference';
import { REPAIR_WORDS } from '../rules/self-repair';
import { LEXICON, PERSON_NOUNS } from '../../../../lib/fair-housing/lexicon';

/** "families", "people", "children": the plural a request about neighbours most often uses. */
const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
};
const pluralOf = (noun: string) =>
  IRREGULAR_PLURALS[noun] ?? (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);

const STEERING_WORDS = new Set([
  ...[...LEXICON.values()].flatMap((entries) => entries.flatMap((entry) => entry.words)),
  ...PERSON_NOUNS,
  ...[...PERSON_NOUNS].map(pluralOf),
]);

/** Longest word worth correcting; longer ones are noise (and keep each comparison cheap). */
const MAX_WORD = 24;
/** At most this many unknown words are looked up per transcript. */
const MAX_LOOKUPS = 24;

interface Target {
  /** What the word becomes: one word, or several for a joined name ("sanfrancisco"). */
  words: string[];
  /** Shown back to the user ("Chicago", "apartments"). */
  display: string;
  place: boolean;
  /** Read only as spelt, never by sound: numbers and declined subjects are typed, not misheard. */
  spelledOnly?: boolean;
  /**
   * A word naming people ("korean", "immigrants"): a capitalised name is never read as one
   * ("Korea Town" is a neighbourhood), so a refusal never rests on a guess at a name.
   */
  named?: boolean;
}

interface Vocabulary {
  known: Set<string>;
  /** The listing tables' own words ("bed", "pool", "for"): never half of a word heard as two. */
  listing: Set<string>;
  /** Every target by its exact spelling, for words heard as two ("jackson ville"). */
  exact: Map<string, Target>;
  /** Targets by length, so a lookup only compares words of a near length. */
  byLength: Map<number, Array<[string, Target]>>;
  /** Targets (and the tables' short words) by how they sound: "hows" and "house" share HS. */
  bySound: Map<string, Array<[string, Target]>>;
}

const titleCase = (phrase: string) => phrase.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

const LISTING_TABLES: Array<PhraseTable<unknown>> = [
  PROPERTY_TYPE_TABLE,
  FEATURE_TABLE,
  STATUS_TABLE,
  SORT_TABLE,
  PER_MONTH_TABLE,
  UNIT_TABLE,
  LEADING_COMPARATORS,
  TRAILING_COMPARATORS,
] as Array<PhraseTable<unknown>>;

const NUMBER_WORDS = [
  'three',
  'seven',
  'eight',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'million',
  'between',
  'downtown',
  'midtown',
  'uptown',
  'district',
];

/** Negations are misspelt like any word ("witout", "excet"), and they decide what is excluded. */
const NEGATION_WORDS = [
  'without',
  'except',
  'excluding',
  'other',
  'anything',
  'anywhere',
  'outside',
];

const CUE_SETS: PhraseSet[] = Object.values(cues).filter(
  (value): value is PhraseSet => typeof value === 'object' && value !== null && 'foundIn' in value,
);

/** Listing words a typo is most often made in; the gazetteer adds every place name. */
function buildVocabulary(gazetteer: Gazetteer): Vocabulary {
  const known = new Set([...COMMON_WORDS, ...HOME_DESCRIPTION_WORDS]);
  // the words of districts every city has ("arts", "warehouse") are known as they are spelt
  for (const { words } of COMMON_NEIGHBORHOODS.phrases()) for (const word of words) known.add(word);
  const listing = new Set<string>();
  const targets = new Map<string, Target>();
  const addTarget = (key: string, target: Target) => {
    if (key.length < 4 || targets.has(key)) return;
    targets.set(key, target);
  };
  for (const table of LISTING_TABLES) {
    for (const { words } of table.phrases()) {
      if (words.length === 1) listing.add(words[0]!);
      for (const word of words) {
        known.add(word);
        if (/^[a-z]+$/.test(word)) addTarget(word, { words: [word], display: word, place: false });
      }
      // two-word phrases run together or misheard as one ("for sell" sounds like "for sale")
      if (words.length === 2 && words.every((word) => /^[a-z]+$/.test(word))) {
        addTarget(words.join(''), { words, display: words.join(' '), place: false });
      }
    }
  }
  // "studo", "stuido": a studio is read from its own word list, not the type table
  for (const word of STUDIO_WORDS) {
    known.add(word);
    listing.add(word);
    addTarget(word, { words: [word], display: word, place: false });
  }
  /** Words known as they are, and read from a slip of the keys from five letters on. */
  const addWords = (words: Iterable<string>, kind: Pick<Target, 'spelledOnly' | 'named'> = {}) => {
    for (const word of words) {
      known.add(word);
      if (/^[a-z]+$/.test(word) && word.length >= 5)
        addTarget(word, { words: [word], display: word, place: false, ...kind });
    }
  };
  // number words and the words of requests declined are misspelt too ("thre", "weathr")
  addWords([...NUMBER_WORDS, ...declineWords()], { spelledOnly: true });
  // the fair-housing guard's words, so a misspelt steering request is still seen as one
  addWords(STEERING_WORDS, { spelledOnly: true, named: true });
  addWords(FOLLOW_UP_WORDS, { spelledOnly: true });
  addWords(INDIFFERENCE_WORDS);
  addWords(REPAIR_WORDS);
  addWords(NEGATION_WORDS);
  // wishes with no filter are read back too ("wheelchair accessibe", "luxuy"), so spell them
  for (const { words } of UNAPPLIED.phrases()) addWords(words, { spelledOnly: true });
  for (const set of CUE_SETS) for (const words of set.phrases()) addWords(words);
  for (const name of gazetteer.names()) {
    const words = name.split(' ');
    const town = gazetteer.isSmallTown(name);
    // a small town's name is known as a whole ("skokie"), not word by word ("phenix" of Phenix City)
    if (!town || words.length === 1) for (const word of words) known.add(word);
    if (!gazetteer.isSpellingTarget(name)) continue;
    const display = titleCase(name);
    // a town is read from a slip of the keys, never from a sound-alike: the recogniser knows it less
    const kind = town ? { spelledOnly: true } : {};
    if (words.length === 1) addTarget(name, { words, display, place: true, ...kind });
    else {
      // "sanfrancisco", "newyork"; and the long words alone ("fransisco" → "francisco")
      addTarget(words.join(''), { words, display, place: true, ...kind });
      for (const word of words) {
        if (word.length >= 7 && !town)
          addTarget(word, { words: [word], display: titleCase(word), place: true });
      }
    }
  }
  const byLength = new Map<number, Array<[string, Target]>>();
  for (const entry of targets) {
    const list = byLength.get(entry[0].length) ?? [];
    list.push(entry);
    byLength.set(entry[0].length, list);
  }
  const bySound = new Map<string, Array<[string, Target]>>();
  const addSound = (key: string, target: Target) => {
    for (const sound of soundKeys(key)) {
      const list = bySound.get(sound) ?? [];
      if (!list.some(([other]) => other === key)) list.push([key, target]);
      bySound.set(sound, list);
    }
  };
  for (const entry of targets) if (!entry[1].spelledOnly) addSound(entry[0], entry[1]);
  // the tables' short words are what a homophone most often stands for ("four sale", "rent")
  for (const table of LISTING_TABLES) {
    for (const { words } of table.phrases()) {
      for (const word of words) {
        if (/^[a-z]{3}$/.test(word)) addSound(word, { words: [word], display: word, place: false });
      }
    }
  }
  return { known, listing, exact: targets, byLength, bySound };
}

const vocabularies = new WeakMap<Gazetteer, Vocabulary>();

function vocabularyFor(gazetteer: Gazetteer): Vocabulary {
  let vocabulary = vocabularies.get(gazetteer);
  if (!vocabulary) {
    vocabulary = buildVocabulary(gazetteer);
    vocabularies.set(gazetteer, vocabulary);
  }
  return vocabulary;
}

/** Whether `short` is `long` with one letter left out. */
function dropsOneLetter(long: string, short: string) {
  if (long.length !== short.length + 1) return false;
  let skipped = false;
  for (let i = 0, j = 0; i < long.length; i += 1) {
    if (long[i] === short[j]) j += 1;
    else if (skipped) return false;
    else skipped = true;
  }
  return true;
}

/** Edits allowed by word length: none under 4 letters, one up to 7, two from 8. */
const editsAllowed = (length: number) => (length < 4 ? 0 : length <= 7 ? 1 : 2);

/** "apartment" and "apartments" both fit "apartmnt": the same meaning is no tie. */
const sameWord = (a: Target, b: Target) =>
  a.words.length === 1 &&
  b.words.length === 1 &&
  (a.words[0]!.startsWith(b.words[0]!) || b.words[0]!.startsWith(a.words[0]!));

function closest(word: string, vocabulary: Vocabulary, bySound = true): Target | null {
  const limit = editsAllowed(word.length);
  if (limit === 0) return null;
  let best: Target | null = null;
  let bestDistance = limit + 1;
  let bestKey = '';
  let tie = false;
  for (let length = word.length - limit; length <= word.length + limit; length += 1) {
    // four-letter words only grow by the letter they dropped ("hous", "houe" → "house"; "hmes"
    // → "homes"), never at the front ("east" is not "least")
    if (word.length === 4 && length <= 4) continue;
    for (const [key, target] of vocabulary.byLength.get(length) ?? []) {
      if (word.length === 4 && (key[0] !== word[0] || !dropsOneLetter(key, word))) continue;
      // slips rarely hit the first letter; checking it first keeps a lookup to a few dozen words
      if (key[0] !== word[0] && !(key[0] === word[1] && key[1] === word[0])) continue;
      // the shorter word sets the edits allowed: "chinatown" is not two edits from "chitown"
      const allowed = Math.min(limit, editsAllowed(Math.min(word.length, key.length)));
      const distance = editDistance(word, key, Math.min(bestDistance, allowed));
      if (distance > allowed) continue;
      if (distance < bestDistance) {
        best = target;
        bestKey = key;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance && best && best.display !== target.display) {
        // a dropped letter is the commonest slip: "chicgo" is Chicago before Chico
        if (key.length > bestKey.length) {
          best = target;
          bestKey = key;
          tie = false;
        } else if (key.length === bestKey.length && !sameWord(best, target)) tie = true;
      }
    }
  }
  if (best && !tie && bestDistance <= limit) return best;
  return bySound ? soundsLike(word, vocabulary) : null;
}

/**
 * The one vocabulary word that sounds the same and is spelt within two edits (three from eight
 * letters): "hows" → house, "sacremento" → Sacramento. Speech recognisers write what they hear,
 * so a word that sounds right is a likelier reading than one that is merely spelt near.
 */
function soundsLike(word: string, vocabulary: Vocabulary): Target | null {
  const allowed = word.length >= 8 ? 3 : 2;
  let best: Target | null = null;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const sound of soundKeys(word)) {
    // one consonant ("bee", "buy": P) says too little to tell words apart, unless the word is
    // short and the one listing word of that sound is spelt alike: "vue" → view
    const single = sound.length < 2;
    if (single && (word.length < 3 || word.length > 4)) continue;
    for (const [key, target] of vocabulary.bySound.get(sound) ?? []) {
      if (single && (target.place || key[0] !== word[0] || Math.abs(key.length - word.length) > 1))
        continue;
      // a recogniser rarely mishears the first sound: "cave" is not "give"; "jim" is "gym",
      // and "knew" is "new" (a silent first letter)
      if (key === word || key.length < 3) continue;
      const silent = SILENT_STARTS[word.slice(0, 2)];
      if (key[0] !== word[0] && sound[0] !== word[0]!.toUpperCase() && silent !== key[0]) continue;
      const distance = editDistance(word, key, allowed);
      if (distance > allowed) continue;
      if (distance < bestDistance) {
        best = target;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance && best && best.display !== target.display) {
        if (!sameWord(best, target)) tie = true;
      }
    }
  }
  return best && !tie ? best : null;
}

/**
 * Where a place is expected ("in sestle", "in chrlote"), a name two slips away is still the
 * likelier reading than none: the one place within two edits, or among several the one that
 * also sounds the same.
 */
function nearestPlace(word: string, vocabulary: Vocabulary): Target | null {
  const sounds = new Set(soundKeys(word));
  const near: Array<[string, Target]> = [];
  for (let length = word.length - 2; length <= word.length + 2; length += 1) {
    for (const [key, target] of vocabulary.byLength.get(length) ?? []) {
      if (!target.place || key[0] !== word[0] || key.length < 5) continue;
      if (editDistance(word, key, 2) <= 2 && !near.some(([, t]) => t.display === target.display))
        near.push([key, target]);
    }
  }
  if (near.length === 1) return near[0]![1];
  const alike = near.filter(([key]) => soundKeys(key).some((sound) => sounds.has(sound)));
  return alike.length === 1 ? alike[0]![1] : null;
}

/**
 * Readings of a known word (or two words run together) that sound like a listing word or place:
 * "hose" → house, "four sail" → for sale, "balk any" → balcony. Only offered; the parse decides
 * (`parser/sound-alike-readings.ts` keeps one only where it explains more of the sentence).
 */
export function soundAlikeOf(
  words: string[],
  gazetteer: Gazetteer,
): { words: string[]; display: string; place: boolean } | null {
  const vocabulary = vocabularyFor(gazetteer);
  const joined = words.join('');
  if (joined.length > MAX_WORD || !/^[a-z]+$/.test(joined)) return null;
  // a word of the home's description says what it means ("terrazzo floors" are no terrace)
  if (words.length === 1 && HOME_DESCRIPTION_WORDS.has(joined)) return null;
  if (words.length > 1) {
    const exact = vocabulary.byLength.get(joined.length)?.find(([key]) => key === joined);
    if (exact) return exact[1];
  }
  if (words.length > 1) return soundsLike(joined, vocabulary);
  // an everyday word is read as a listing word one slip away at most ("parting" → parking), never
  // two ("crafts" is no "cats"): the corrector leaves it to this reading, which the grammar judges
  const slips = isEnglishWord(joined)
    ? closest(joined, vocabulary, false)
    : twoSlipsFrom(joined, vocabulary);
  return soundsLike(joined, vocabulary) ?? slips;
}

/**
 * The one listing word two slips from an unknown word of five letters or more, starting with
 * the same letter ("bddrom" → bedroom, "prkign" → parking). Too loose to apply on its own: it is
 * only offered to the grammar, which keeps it where the sentence then parses better.
 */
function twoSlipsFrom(word: string, vocabulary: Vocabulary): Target | null {
  if (word.length < 5 || vocabulary.known.has(word)) return null;
  let best: Target | null = null;
  let tie = false;
  for (let length = word.length - 2; length <= word.length + 2; length += 1) {
    for (const [key, target] of vocabulary.byLength.get(length) ?? []) {
      if (key[0] !== word[0] || target.spelledOnly || target.words.length > 1) continue;
      if (editDistance(word, key, 2) > 2) continue;
      if (best && best.display !== target.display && !sameWord(best, target)) tie = true;
      else best ??= target;
    }
  }
  return best && !tie ? best : null;
}

const EVERYDAY_WORDS = new Set(COMMON_WORDS);

/** Words after which a misspelt word may be a place ("in seatle", "near sacremento"). */
const PLACE_CUES = new Set([
  'in',
  'near',
  'around',
  'at',
  'from',
  'outside',
  'of',
  'to',
  'by',
  // "what about seatle instead"
  'about',
  // a place ruled out: "anywhere except astin"
  'except',
  'excluding',
  'besides',
  // a part of a city before the city: "downtown seatle", "midtown atlnta"
  'downtown',
  'midtown',
  'uptown',
]);

const LIST_JOINERS = new Set(['or', 'and']);

/**
 * Whether `token`, said after `before`, stands where a place can: after "in"/"near",
 * capitalised, or next to another place ("portland oregn"); "the main floor" is not Maine.
 */
export function placeCued(
  token: Token,
  before: Token | undefined,
  gazetteer: Gazetteer,
  beforeThat?: Token,
) {
  // "homes" is a word of some place's name, but "homes selling for" is no place beside a place
  const { listing } = vocabularyFor(gazetteer);
  const placeWord = (word: Token | undefined) =>
    word !== undefined &&
    gazetteer.isPlaceWord(word.text) &&
    !EVERYDAY_WORDS.has(word.text) &&
    !listing.has(word.text);
  return (
    token.capitalized ||
    token.upper ||
    (before !== undefined &&
      (PLACE_CUES.has(before.text) ||
        placeWord(before) ||
        // the next item of a list of places: "miami or jacksonviole"
        (LIST_JOINERS.has(before.text) && placeWord(beforeThat))))
  );
}

/** State codes a sentence also uses as words: after a misspelt name they are not its state. */
const WORD_CODES = new Set(['in', 'or', 'me', 'ok', 'hi', 'oh']);

/**
 * Whether what follows the word makes it a place: its state ("raliegh nc", "lousville kentucky")
 * or, as the request's first word, a kind of home ("milwakee duplex for sale").
 */
function placeAhead(tokens: Token[], index: number, gazetteer: Gazetteer): boolean {
  const next = tokens[index + 1];
  if (next === undefined) return false;
  const code = next.text.length === 2 ? gazetteer.stateCode(next.text) : undefined;
  if (code !== undefined && !WORD_CODES.has(next.text)) return true;
  const named = gazetteer.match(tokens, index + 1);
  if (named?.value.some((place) => place.kind === 'state')) return next.text.length > 2;
  const first = index === 0 || tokens[index]!.breakBefore;
  const listingAhead =
    next.kind === 'number' ||
    isNumberWord(next.text) ||
    PROPERTY_TYPE_TABLE.matchAt(tokens, index + 1) !== null;
  return first && !next.breakBefore && listingAhead;
}

/** "coulmbus oh", "potland or": a code that is also a word, after a city that lies in that state. */
function stateOfCityAhead(tokens: Token[], index: number, city: string, gazetteer: Gazetteer) {
  const next = tokens[index + 1];
  if (next === undefined || next.text.length !== 2) return false;
  const code = gazetteer.stateCode(next.text);
  return code !== undefined && gazetteer.isKnownCity(city, code);
}

const PARTICLES = new Set(['up', 'out', 'down', 'off', 'back']);
/**
 * Whether a verb's particle follows the word at `index` ("pull up", "look out"); "up to 500k" is a
 * comparator, not a particle. The corrector and the sound-alike reading both leave such a verb be.
 */
export const particleFollows = (tokens: Token[], index: number) => {
  const next = tokens[index + 1];
  return (
    next !== undefined &&
    !next.breakBefore &&
    PARTICLES.has(next.text) &&
    tokens[index + 2]?.text !== 'to'
  );
};
/** "pull up": an everyday verb with its particle, not a misheard listing word. */
const phrasalVerb = (tokens: Token[], index: number) =>
  particleFollows(tokens, index) && isEnglishWord(tokens[index]!.text);

/** "the Zilker home": a capitalised name before a home word is a listing's name, not a typo. */
function looksLikeName(tokens: Token[], index: number) {
  const token = tokens[index]!;
  return token.capitalized && tokens[index - 1]?.text === 'the';
}

/**
 * Whether the word ends a town's name written in full ("mount juliet", "mt juliet"): a word of
 * a smaller town the tables do not know is no slip of a bigger one ("joliet").
 */
function insidePlaceName(tokens: Token[], index: number, gazetteer: Gazetteer): boolean {
  for (let start = Math.max(0, index - 2); start < index; start += 1) {
    const place = gazetteer.match(tokens, start);
    if (place && place.end === index + 1) return true;
  }
  // the first word of a name of several ("phenix" of Phenix City, "cooper" of Cooper City):
  // the whole name spelt right outweighs its first word one slip from a bigger city
  const place = gazetteer.match(tokens, index);
  return place !== null && place !== undefined && place.end > index + 1;
}

/** Whether two words share a Double Metaphone key: "hoses" and "houses" do. */
const soundsAs = (heard: string, meant: string) => {
  const keys = soundKeys(meant);
  return soundKeys(heard).some((key) => keys.includes(key));
};

/** A reading's words in place of the tokens from `first` to `end`, marked as corrected. */
const readingTokens = (first: Token, words: string[], end = first.end): Token[] =>
  words.map((word, position) => ({
    ...first,
    text: word,
    end,
    breakBefore: position === 0 && first.breakBefore,
    corrected: true,
  }));

/**
 * Words no table knows, read as the nearest place or listing word within the edits their
 * length allows ("chicgo" → Chicago, "apartmnts" → apartments, "sanfrancisco" → San Francisco).
 * A word equally near two different words is left alone. Returns the corrected tokens.
 */
export function correctSpelling(
  tokens: Token[],
  gazetteer: Gazetteer,
  corrections: Correction[],
): Token[] {
  const vocabulary = vocabularyFor(gazetteer);
  const out: Token[] = [];
  let lookups = 0;
  let skip = false;
  tokens.forEach((token, index) => {
    if (skip) {
      skip = false;
      return;
    }
    const { text } = token;
    const whole = wordHeardAsTwo(tokens, index, vocabulary, gazetteer, out.at(-1));
    if (whole) {
      const next = tokens[index + 1]!;
      corrections.push({ from: `${text} ${next.text}`, to: whole.display });
      out.push(...readingTokens(token, whole.words, next.end));
      skip = true;
      return;
    }
    const candidate =
      token.kind === 'word' &&
      text.length >= 4 &&
      text.length <= MAX_WORD &&
      /^[a-z]+$/.test(text) &&
      !vocabulary.known.has(text) &&
      !isNumberWord(text) &&
      // "a grad student from china": a country abroad is that country, no slip for Chino
      !ORIGIN_PLACES.has(text) &&
      !looksLikeName(tokens, index) &&
      !phrasalVerb(tokens, index) &&
      !insidePlaceName(tokens, index, gazetteer) &&
      !insideCommonDistrict(tokens, index) &&
      lookups < MAX_LOOKUPS;
    const previous = out.at(-1);
    const joined =
      candidate && previous?.kind === 'word' && !previous.corrected && !token.breakBefore
        ? closest(previous.text + text, vocabulary)
        : null;
    if (joined && joined.place && joined.words.length > 1) {
      // "las vegs" → Las Vegas: the two words were one name
      lookups += 1;
      out.pop();
      corrections.push({ from: `${previous!.text} ${text}`, to: joined.display });
      out.push(...readingTokens(previous!, joined.words, token.end));
      return;
    }
    // "condo s": a recogniser writes the plural's s apart
    if (
      text === 's' &&
      previous?.kind === 'word' &&
      !token.breakBefore &&
      vocabulary.known.has(`${previous.text}s`)
    ) {
      out.pop();
      out.push({ ...previous, text: `${previous.text}s`, end: token.end });
      return;
    }
    // "want to by a house", "i wanna bye a condo": after the infinitive's "to" (or a word that
    // holds it) comes a verb, never a preposition
    if (BUY_HOMOPHONES.has(text) && previous !== undefined && INFINITIVE_TO.has(previous.text)) {
      corrections.push({ from: text, to: 'buy' });
      out.push({ ...token, text: 'buy', corrected: true });
      return;
    }
    // "bal cony", "do plex": one listing word heard as two; the join is read as it
    const split =
      candidate && previous?.kind === 'word' && !previous.corrected && !token.breakBefore
        ? splitWord(previous.text, text, vocabulary)
        : null;
    if (split) {
      lookups += 1;
      out.pop();
      corrections.push({ from: `${previous!.text} ${text}`, to: split.display });
      out.push({ ...previous!, text: split.words[0]!, end: token.end, corrected: true });
      return;
    }
    // "condo's", "townhome's": speech-to-text writes a plural with an apostrophe
    const possessive = /^([a-z]+)'s$/.exec(text);
    if (possessive && vocabulary.known.has(`${possessive[1]}s`)) {
      out.push({ ...token, text: `${possessive[1]}s` });
      return;
    }
    // "oklahoam city", "sait paul": a misspelt first word of a name whose next word completes it
    const next = tokens[index + 1];
    const ahead =
      candidate && next?.kind === 'word' && !next.breakBefore && /^[a-z]+$/.test(next.text)
        ? ((lookups += 1), closest(text + next.text, vocabulary))
        : null;
    if (ahead && ahead.place && ahead.words.length > 1) {
      corrections.push({ from: `${text} ${next!.text}`, to: ahead.display });
      out.push(...readingTokens(token, ahead.words, next!.end));
      skip = true;
      return;
    }
    let found = candidate ? ((lookups += 1), closest(text, vocabulary)) : null;
    // a capitalised name nobody lists ("Chinatown") is a name, not a slip of the keys
    const lowerCase = !token.capitalized && !token.upper;
    const placeHere = () =>
      placeCued(token, out.at(-1), gazetteer, out.at(-2)) || placeAhead(tokens, index, gazetteer);
    // two slips is the loosest reading: an everyday word ("whoops, meant 3 baths") is that word,
    // never a town two letters away (Meads), unless a place word puts it ("near fresh no")
    const everyday = isEnglishWord(text) && !PLACE_CUES.has(out.at(-1)?.text ?? '');
    if (
      candidate &&
      !found &&
      lowerCase &&
      text.length >= 5 &&
      !everyday &&
      placeHere() &&
      !cityFollows(gazetteer, tokens, index + 1)
    )
      found = nearestPlace(text, vocabulary);
    const misplaced =
      found?.place && !placeHere() && !stateOfCityAhead(tokens, index, found.display, gazetteer);
    // an everyday word no table holds is that word unless the grammar needs a listing word there:
    // where a verb stands ("my daughter studies") never, and a slip of the keys that does not sound
    // like the listing word ("parting") is only offered to the sound-alike reading, which keeps it
    // where the request then parses better. One that sounds as it ("hoses", "pull") is what a
    // recogniser writes for it, and is read as before
    const plainWord =
      found !== null &&
      !found.place &&
      isEnglishWord(text) &&
      (inVerbSlot(tokens, index) || !soundsAs(text, found.words.join('')));
    const renamed = found?.named && (token.capitalized || token.upper);
    const target = misplaced || renamed || plainWord ? null : found;
    if (!target) {
      out.push(token);
      return;
    }
    corrections.push({ from: text, to: target.display });
    out.push(...readingTokens(token, target.words));
  });
  return out;
}

/**
 * One word written as two, joined exactly: "jackson ville" → Jacksonville, "a partment" →
 * apartment, "base mint" → basement, "down town" → downtown. Taken when the second half is no
 * word, or when neither half is a word the listing tables or places use (so "bed room" and
 * "new york" stay as they are); a place only where a place can stand.
 */
function wordHeardAsTwo(
  tokens: Token[],
  index: number,
  vocabulary: Vocabulary,
  gazetteer: Gazetteer,
  before: Token | undefined,
): Target | null {
  const first = tokens[index]!;
  const second = tokens[index + 1];
  if (!second || second.breakBefore || first.kind !== 'word' || second.kind !== 'word') return null;
  if (first.corrected || second.corrected || !/^[a-z]+$/.test(first.text + second.text))
    return null;
  const joined = first.text + second.text;
  if (joined.length < 6 || joined.length > MAX_WORD) return null;
  const noWord = (word: string) => !vocabulary.known.has(word) && !isNumberWord(word);
  // two halves that are no words sound out one listing word: "base mint" → basement
  const heard = noWord(first.text) && noWord(second.text) ? soundsLike(joined, vocabulary) : null;
  const target =
    vocabulary.exact.get(joined) ??
    (heard && !heard.place && heard.words.length === 1 ? heard : undefined);
  if (!target || (target.spelledOnly && target.place)) return null;
  // a two-word phrase said as two words ("most expensive") is already read as said
  if (
    target.words.length === 2 &&
    target.words[0] === first.text &&
    target.words[1] === second.text
  )
    return null;
  const halfIsNoWord = noWord(second.text);
  const halves = [first.text, second.text];
  const neitherUsed = halves.every(
    (word) =>
      word.length >= 3 &&
      !vocabulary.listing.has(word) &&
      !vocabulary.exact.get(word)?.place &&
      !NEVER_SPLIT.has(word) &&
      !isNumberWord(word),
  );
  if (!halfIsNoWord && !neitherUsed) return null;
  if (target.place && !placeCued(first, before, gazetteer)) return null;
  return target;
}

/** "to" as heard: "want to by", "looking too by". */
const INFINITIVE_TO = new Set(['to', 'too', 'wanna', 'gonna', 'gotta', 'hafta']);
/** Written for "buy" by a recogniser or a hurried typist: they sound the same. */
const BUY_HOMOPHONES = new Set(['by', 'bye']);

/** Grammar words a split never starts with: "a bal" is no word, "the rent" is two. */
const NEVER_SPLIT = new Set(
  'a an the in on at of to for by with and or my me is are be it no not'.split(' '),
);

/**
 * The one listing word that two heard words make when joined: exactly ("bal cony" → balcony) or
 * within the edits the joined length allows ("do plex" → duplex).
 */
function splitWord(first: string, second: string, vocabulary: Vocabulary): Target | null {
  // a known first word stays a word ("room hows" is room and house)
  if (NEVER_SPLIT.has(first) || vocabulary.known.has(first) || !/^[a-z]+$/.test(first)) return null;
  const joined = first + second;
  if (joined.length < 6 || joined.length > MAX_WORD) return null;
  const found = closest(joined, vocabulary, false);
  return found && !found.place && found.words.length === 1 && !found.spelledOnly ? found : null;
}

/**
 * Whether an unknown word is one slip from a known one ("luttle" / little, "chinqtown" is not
 * known but "kotea" is korea's): a name made of such words is likelier misspelt than new.
 */
export function looksLikeSlip(gazetteer: Gazetteer, text: string): boolean {
  const { known } = vocabularyFor(gazetteer);
  if (text.length < 4 || known.has(text)) return false;
  for (const word of known) {
    if (word[0] !== text[0] || Math.abs(word.length - text.length) > 1) continue;
    if (editDistance(word, text, 1) <= 1) return true;
  }
  return false;
}

/** Whether a lower-case word is one the parser's tables or the everyday list know. */
export function isKnownWord(gazetteer: Gazetteer, text: string): boolean {
  return vocabularyFor(gazetteer).known.has(text);
}

/**
 * Whether a word the rules left unexplained could have been a listing word, place or number
 * misheard or mistyped: one the tables do not hold, or one within a slip or a sound of one
 * ("veiw", "hose", "tree"). A word far from all of them ("mosque", "twins", "knees") is context
 * the request adds, not a slip the parse missed (the confidence weighs it less).
 */
export function couldBeMisread(gazetteer: Gazetteer, text: string): boolean {
  const vocabulary = vocabularyFor(gazetteer);
  if (!/^[a-z]+$/.test(text) || text.length > MAX_WORD) return false;
  if (vocabulary.listing.has(text)) return true;
  if (!vocabulary.known.has(text) && !isEnglishWord(text)) return true;
  if (text.length < 4) return false;
  const near = closest(text, vocabulary, false);
  if (near && near.words.join('') !== text) return true;
  const heard = soundsLike(text, vocabulary);
  return heard !== null && heard.words.join('') !== text && heard.words.join('')[0] === text[0];
}
