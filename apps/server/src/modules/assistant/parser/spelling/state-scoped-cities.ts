import type { Gazetteer } from '../gazetteer/gazetteer';
import type { Correction, Token } from '../types';
import { soundKeys } from './sound-keys';
import { editDistance } from './edit-distance';

/** Words that put a place after them: "houses in …", "near …". */
const PLACE_PREPOSITIONS = new Set(['in', 'near', 'around', 'by', 'outside']);
/** A city is at most this many words as a recogniser splits it ("oh ma ha", "spoke can"). */
const MAX_SPAN = 3;
/** Longer run-together spellings are not names a recogniser splits up. */
const MAX_LETTERS = 16;

const compact = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
/**
 * Sound keys with a sound said twice at a word join kept once: "spoke can" is SPKKN run
 * together, Spokane SPKN.
 */
const keysOf = (letters: string) => soundKeys(letters).map((key) => key.replace(/(.)\1+/g, '$1'));
/**
 * A name of several words is said word by word, so each word's own ending holds: "sioux" alone
 * ends silent (S), run together into "siouxfalls" its x is sounded (SKSFLS). The keys of the
 * words said one after another (primary keys, then alternates), as well as of the letters.
 */
function cityKeys(city: string): string[] {
  const words = city
    .toLowerCase()
    .split(/[\s-]+/)
    .map(compact)
    .filter(Boolean);
  const keys = new Set(keysOf(compact(city)));
  if (words.length > 1) {
    const perWord = words.map((word) => soundKeys(word));
    for (const pick of [0, 1]) {
      const key = perWord.map((options) => options[pick] ?? options[0] ?? '').join('');
      keys.add(key.replace(/(.)\1+/g, '$1'));
    }
  }
  return [...keys];
}

const soundIndexes = new WeakMap<Gazetteer, Map<string, Map<string, string[]>>>();

/** The cities of one state by each of their sound keys, built once per state on first use. */
function citiesBySound(gazetteer: Gazetteer, state: string): Map<string, string[]> {
  let perState = soundIndexes.get(gazetteer);
  if (!perState) soundIndexes.set(gazetteer, (perState = new Map()));
  let index = perState.get(state);
  if (index) return index;
  index = new Map();
  for (const city of gazetteer.citiesIn(state)) {
    const letters = compact(city);
    if (letters.length < 4 || letters.length > MAX_LETTERS) continue;
    for (const key of cityKeys(city)) {
      const list = index.get(key) ?? [];
      if (!list.includes(city)) list.push(city);
      index.set(key, list);
    }
  }
  perState.set(state, index);
  return index;
}

/**
 * State codes that are also words or names in lower case ("in", "me", "la" for Los Angeles,
 * "al", "co"): only in capitals do they name a state after a misheard town.
 */
const CODES_THAT_ARE_WORDS = new Set(
  'in or me ok hi oh la pa ma al de id co ne mi ga va'.split(' '),
);

/** The state named at `index` ("north carolina", "NC"), or null. */
function stateAt(gazetteer: Gazetteer, tokens: Token[], index: number): string | null {
  const token = tokens[index];
  if (!token || token.kind !== 'word') return null;
  // a code typed in lower case ("sd", "nc") counts where it is no word ("in", "or", "me", "hi")
  if (token.text.length === 2 && (token.upper || !CODES_THAT_ARE_WORDS.has(token.text)))
    return gazetteer.stateCode(token.text) ?? null;
  const match = gazetteer.match(tokens, index);
  const state = match?.value.find((place) => place.kind === 'state');
  // a name that is a city first ("new york") or a two-letter word ("in", "or") says too little
  if (!match || !state || match.value[0]?.kind !== 'state' || token.text.length <= 2) return null;
  return state.state;
}

/**
 * The one city of `state` that the words sound like: the same Double Metaphone key as the words
 * run together, and the nearest in letters among several.
 */
function citySoundingLike(gazetteer: Gazetteer, state: string, words: string[]): string | null {
  const heard = words.join('');
  if (heard.length < 4 || heard.length > MAX_LETTERS || !/^[a-z]+$/.test(heard)) return null;
  const index = citiesBySound(gazetteer, state);
  const candidates = new Set(keysOf(heard).flatMap((key) => index.get(key) ?? []));
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const city of candidates) {
    const distance = editDistance(heard, compact(city), MAX_LETTERS);
    if (distance < bestDistance) [best, bestDistance, tie] = [city, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  // letters that share only the sound key and little else are another word ("rally" is Raleigh,
  // but a key of two consonants fits too many words to trust past half the letters changed)
  if (!best || tie || bestDistance > Math.ceil(compact(best).length / 2)) return null;
  return best;
}

/**
 * "a home in rally north carolina", "houses in spoke can washington", "in oh ma ha nebraska": a
 * state said right after the place cuts the gazetteer down to its own cities, so words that are
 * no city (even real words a recogniser wrote) are read as the one city there they sound like.
 * The words must sit between a place preposition and the state; each span is tried once, so the
 * cost is linear in the request.
 */
export function readCitiesBeforeStates(
  tokens: Token[],
  gazetteer: Gazetteer,
  corrections: Correction[],
): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    out.push(token);
    index += 1;
    if (!PLACE_PREPOSITIONS.has(token.text)) continue;
    for (let length = MAX_SPAN; length >= 1; length -= 1) {
      const span = tokens.slice(index, index + length);
      if (span.length < length) continue;
      if (span.some((word, at) => word.kind !== 'word' || (at > 0 && word.breakBefore))) continue;
      const state = stateAt(gazetteer, tokens, index + length);
      if (!state) continue;
      // the words already name a place there ("in portland oregon"): nothing to read
      const named = gazetteer.match(tokens, index);
      if (named && named.end >= index + length) break;
      const city = citySoundingLike(
        gazetteer,
        state,
        span.map((word) => word.text),
      );
      if (!city) continue;
      corrections.push({ from: span.map((word) => word.text).join(' '), to: city });
      const last = span[span.length - 1]!;
      city
        .toLowerCase()
        .split(/[\s-]+/)
        .forEach((word, position) =>
          out.push({
            ...span[0]!,
            text: word,
            end: last.end,
            breakBefore: position === 0 && span[0]!.breakBefore,
            corrected: true,
          }),
        );
      index += length;
      break;
    }
  }
  return out;
}
