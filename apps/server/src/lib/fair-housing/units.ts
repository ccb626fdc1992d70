import {
  INNOCENT_AFTER,
  LEXICON,
  MAX_TERM_WORDS,
  PERSON_NOUNS,
  PLACE_NOUNS,
  takesNoun,
  type LexiconEntry,
} from './lexicon';
import type { Token } from './tokenize';
import { SHARE_WORDS } from './frame-words';
import { demonymEntry } from './demonyms';

/** A token, or a run of tokens naming a protected group ("emotional support animals"). */
export interface Unit {
  /** Token range [from, to). */
  from: number;
  to: number;
  /** The word's lemma; for a group term, its first word. */
  lemma: string;
  kind: Token['kind'];
  breakBefore: boolean;
  commaBefore: boolean;
  /** A plural word ("strollers"); false for group terms. */
  plural?: boolean;
  /** The word as written, when the spelling tables read it as another ("hood"). */
  written?: string;
  term?: {
    entry: LexiconEntry;
    /** The people or place noun that followed ("Christian neighborhood" → neighborhood). */
    noun?: string;
  };
}

/** A share or degree before a colour makes it describe who lives there ("a heavily white area"). */
const INTENSIFIERS = new Set<string>([...SHARE_WORDS, 'all', 'only', 'exclusively', 'high', 'low']);
/** "where the majority are black": a share, then be, then the colour. */
const BE = new Set(['are', 'is', 'be']);
const AFTER_ADJECTIVE = new Set([
  // "a Muslim-free neighborhood", "not many Asian around": absence or presence of the people
  'free',
  'around',
  'only',
  'preferred',
  'wanted',
  'need',
  'required',
  'not',
  'friendly',
]);
const FAMILY_COMPOUNDS = new Set([
  'single',
  'multi',
  'one',
  'two',
  'three',
  'four',
  '1',
  '2',
  '3',
  '4',
]);
const LANDMARK_AFTER_NOUN = new Set([
  'center',
  'centre',
  'college',
  'hospital',
  'school',
  'church',
  'garden',
  'pool',
  'room',
  'park',
  'event',
  // "Irish heritage festival", "Italian heritage month"
  'festival',
  'month',
  'museum',
  'society',
  'pub',
]);

/** Words that make the word before them part of a street's name: "210 Christian Street". */
export const STREET_NAMES = new Set([
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'boulevard',
  'blvd',
  'lane',
  'ln',
  'drive',
  'dr',
  'parkway',
  'pkwy',
  'terrace',
  'court',
  'ct',
  'pike',
  'highway',
  'hwy',
]);
/** What puts a home on a side: "not the Black side", "on the white side", "away from the …". */
const SIDE_PLACERS = new Set(['not', 'on', 'in', 'from', 'avoid', 'near', 'than', 'to']);
const SCHOOL_AREAS = new Set(['district', 'zone', 'zoning', 'boundary']);
const DISTRICTS = new Set(['area', 'part', 'town', 'suburb', 'district', 'enclave', 'zip']);
/** "the black side of town", "the white end of the city": a side is a district only of a place. */
const SIDES = new Set(['side', 'section', 'end', 'half', 'quarter', 'corner']);
const TOWNS = new Set(['town', 'city', 'county', 'metro', 'state', 'valley']);

function sideOfTown(tokens: Token[], sideAt: number): boolean {
  if (!SIDES.has(tokens[sideAt]?.lemma ?? '') || tokens[sideAt + 1]?.lemma !== 'of') return false;
  const place = tokens[sideAt + 2]?.lemma === 'the' ? sideAt + 3 : sideAt + 2;
  return TOWNS.has(tokens[place]?.lemma ?? '') && !separated(tokens[sideAt + 1]);
}

const separated = (token: Token | undefined) =>
  token === undefined || token.breakBefore || token.commaBefore;

/** After "mostly white area", a word that ends the place ("… of Chicago"), not a thing ("… rug"). */
const PLACE_ENDS = new Set([
  'of',
  'in',
  'near',
  'with',
  'where',
  'that',
  'around',
  'close',
  'and',
  // "a white area only"
  'only',
]);
/**
 * After an amount and a place ("an all-white enclave just minutes from downtown"), where the place
 * lies; only there, so "the white part just below the trim" stays paint.
 */
const WHERE_IT_LIES = new Set(['just', 'minute', 'mile', 'step', 'right', 'within', 'outside']);
const placeEnds = (token: Token | undefined) =>
  separated(token) || PLACE_ENDS.has(token?.lemma ?? '') || PLACE_NOUNS.has(token?.lemma ?? '');

function matchEntry(tokens: Token[], index: number, entry: LexiconEntry): number {
  for (let w = 0; w < entry.words.length; w += 1) {
    const token = tokens[index + w];
    if (!token || (w > 0 && separated(token))) return -1;
    if (token.lemma !== entry.words[w] && token.text !== entry.words[w]) return -1;
  }
  return index + entry.words.length;
}

const COORDINATORS = new Set(['or', 'and', 'nor']);
/** How many adjectives of a list may share the noun at its end ("deaf, blind or disabled tenants"). */
const MAX_SHARED = 3;

/**
 * "deaf or blind tenants", "black and hispanic families": an adjective whose list goes on to an
 * adjective with a noun shares that noun. Returns the noun, or undefined.
 */
function sharedNoun(tokens: Token[], end: number, depth: number): string | undefined {
  const joiner = tokens[end];
  const other = tokens[end + 1];
  if (depth >= MAX_SHARED || !joiner || !other || separated(other)) return undefined;
  if (!COORDINATORS.has(joiner.lemma) || separated(joiner)) return undefined;
  for (const next of LEXICON.get(other.lemma) ?? []) {
    if (!next.adjective || next.words.length !== 1) continue;
    const [found, noun] = recognise(tokens, end + 1, next, depth + 1);
    if (found !== -1 && noun !== undefined) return noun;
  }
  return undefined;
}

/**
 * "a Hindu vegetarian family", "Catholic working tenants": one plain word between a group
 * adjective and a people noun still puts the group on the people. Only people nouns (a place
 * noun after a modifier names a thing: "a Chinese food court"), only a word that is no group word
 * itself and not one that makes the adjective a thing ("Christian school parents"). Returns the
 * noun's index, or -1.
 */
function modifiedNoun(tokens: Token[], end: number, entry: LexiconEntry): number {
  if (entry.nouns !== 'person-place') return -1;
  const between = tokens[end]!;
  const noun = tokens[end + 1];
  if (!noun || separated(noun) || between.possessive || between.kind !== 'word') return -1;
  if (LEXICON.has(between.lemma) || PERSON_NOUNS.has(between.lemma)) return -1;
  if (INNOCENT_AFTER[entry.cls].has(between.lemma) || LANDMARK_AFTER_NOUN.has(between.lemma)) {
    return -1;
  }
  return PERSON_NOUNS.has(noun.lemma) && !noun.possessive ? end + 1 : -1;
}

/** Token index after the term (with its noun), or -1 when the words here name no people. */
function recognise(
  tokens: Token[],
  index: number,
  entry: LexiconEntry,
  depth = 0,
): [number, string?] {
  const end = matchEntry(tokens, index, entry);
  if (end === -1) return [-1];
  const last = tokens[end - 1]!;
  const next = tokens[end];
  if (last.possessive) return [-1];
  if (entry.pluralOnly && !last.plural) return [-1];
  const joined = next !== undefined && !separated(next);
  // "a white school district": the school's district is a district, not the school
  if (
    joined &&
    entry.adjective &&
    next.lemma === 'school' &&
    SCHOOL_AREAS.has(tokens[end + 1]?.lemma ?? '') &&
    !separated(tokens[end + 1]) &&
    placeEnds(tokens[end + 2])
  ) {
    return [end + 2, 'district'];
  }
  if (joined && INNOCENT_AFTER[entry.cls].has(next.lemma)) return [-1];
  // "Christian Street", "Mexican Avenue": a street's name, whatever the class word
  if (joined && STREET_NAMES.has(next.lemma)) return [-1];
  if (entry.tag === 'family' && FAMILY_COMPOUNDS.has(tokens[index - 1]?.lemma ?? '')) return [-1];
  if (joined && !next.possessive && takesNoun(entry.nouns, next.lemma)) {
    const after = tokens[end + 1];
    if (after && !separated(after) && LANDMARK_AFTER_NOUN.has(after.lemma)) return [-1];
    return [end + 1, next.lemma];
  }
  if (!entry.adjective) return [end];
  const modified = joined ? modifiedNoun(tokens, end, entry) : -1;
  if (modified !== -1) return [modified + 1, tokens[modified]!.lemma];
  if (joined && sideOfTown(tokens, end)) return [end + 1, 'part'];
  // "not the Black side": a colour's side that ends the phrase is a side of town; "the white
  // side of the cabinet" goes on
  if (
    entry.nouns === 'colour' &&
    joined &&
    next.lemma === 'side' &&
    tokens[index - 1]?.lemma === 'the' &&
    SIDE_PLACERS.has(tokens[index - 2]?.lemma ?? '') &&
    separated(tokens[end + 1])
  ) {
    return [end + 1, 'part'];
  }
  const shared = joined ? sharedNoun(tokens, end, depth) : undefined;
  if (shared !== undefined) return [end, shared];
  // "not suitable for the blind": the adjective stands for the people
  if (entry.nouns === 'person' && tokens[index - 1]?.lemma === 'the' && separated(next)) {
    return [end];
  }
  if (entry.nouns === 'grown-up' || entry.nouns === 'person') return [-1];
  const standalone = last.plural || separated(next) || AFTER_ADJECTIVE.has(next?.lemma ?? '');
  if (entry.nouns === 'colour') {
    const intensified =
      INTENSIFIERS.has(tokens[index - 1]?.lemma ?? '') ||
      (BE.has(tokens[index - 1]?.lemma ?? '') && INTENSIFIERS.has(tokens[index - 2]?.lemma ?? ''));
    // "a mostly white part of town": an amount makes the colour describe who lives there
    const lies = WHERE_IT_LIES.has(tokens[end + 1]?.lemma ?? '') && !separated(tokens[end + 1]);
    if (
      intensified &&
      joined &&
      PLACE_NOUNS.has(next.lemma) &&
      (lies || placeEnds(tokens[end + 1]))
    ) {
      return [end + 1, next.lemma];
    }
    // "a black-free neighborhood": the people's absence
    if (joined && next.lemma === 'free' && placeEnds(tokens[end + 1])) return [end + 1, 'free'];
    // "a white-only street": only that colour's people
    if (joined && next.lemma === 'only' && placeEnds(tokens[end + 1])) return [end + 1, 'only'];
    // "a home in a white area": a district word that ends the phrase names who lives there;
    // "a white area rug", "a white building with shutters" name things
    if (joined && DISTRICTS.has(next.lemma) && placeEnds(tokens[end + 1])) {
      return [end + 1, next.lemma];
    }
    return (last.plural && last.text !== last.lemma) || (standalone && intensified) ? [end] : [-1];
  }
  return standalone ? [end] : [-1];
}

/** Groups the tokens into units, longest term first; linear in the number of tokens. */
export function toUnits(tokens: Token[]): Unit[] {
  const units: Unit[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    let found: Unit | null = null;
    const listed = [
      ...(LEXICON.get(token.lemma) ?? []),
      ...(token.text !== token.lemma ? (LEXICON.get(token.text) ?? []) : []),
    ];
    // an origin the lexicon lacks, known by its shape and a birth or origin word (demonyms.ts)
    const demonym = listed.length === 0 ? demonymEntry(tokens, index) : undefined;
    const candidates = demonym ? [demonym] : listed;
    for (const entry of candidates) {
      if (entry.words.length > MAX_TERM_WORDS) continue;
      const [end, noun] = recognise(tokens, index, entry);
      if (end === -1) continue;
      found = {
        from: index,
        to: end,
        lemma: entry.words[0]!,
        kind: 'word',
        breakBefore: token.breakBefore,
        commaBefore: token.commaBefore,
        term: { entry, noun },
      };
      break;
    }
    units.push(
      found ?? {
        from: index,
        to: index + 1,
        lemma: token.lemma,
        kind: token.kind,
        breakBefore: token.breakBefore,
        commaBefore: token.commaBefore,
        plural: token.plural,
        ...(token.written ? { written: token.written } : {}),
      },
    );
    index = found ? found.to : index + 1;
  }
  return units;
}
