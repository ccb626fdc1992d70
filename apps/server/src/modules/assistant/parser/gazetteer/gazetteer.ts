import { PhraseTable, type PhraseMatch } from '../phrase-table';
import type { Token } from '../types';
import { CITY_ALIASES, COMMON_WORD_CITIES } from './city-aliases';
import { US_CITIES } from './us-cities';
import { EVERYDAY_WORD_PLACES, US_PLACES } from './us-places';
import { REGIONS, STATE_ALIASES, US_STATES } from '../../../../lib/us-states';

export type Place =
  | {
      kind: 'city';
      city: string;
      state: string | undefined;
      neighborhood?: string;
      saysState?: boolean;
    }
  | { kind: 'state'; state: string }
  | { kind: 'region'; state: string; name: string };

export interface KnownCity {
  city: string;
  state?: string | null;
}

export interface Gazetteer {
  /** Every place a phrase may name, the most likely first. */
  match(tokens: Token[], index: number, used?: boolean[]): PhraseMatch<Place[]> | null;
  /** A two-letter code ("TX") when it names a state. */
  stateCode(text: string): string | undefined;
  /** Whether the name is an everyday word that needs "in …" or a capital to count as a city. */
  isCommonWord(phrase: string): boolean;
  /** Every place name, lower case with single spaces ("san francisco"). */
  names(): Iterable<string>;
  /**
   * Whether a slip of the keys may be read as this name: the curated cities, aliases, states and
   * towns of at least SPELLING_POPULATION people. A smaller town is recognised as written, but a
   * near-miss of it is likelier a word nobody meant as a place (the channel's prior).
   */
  isSpellingTarget(name: string): boolean;
  /** Whether the name is only a town beyond the best-known cities and the listings' own. */
  isSmallTown(phrase: string): boolean;
  /** Whether a city of this name (in this state, when given) is known. */
  isKnownCity(city: string, state?: string): boolean;
  /** Whether the word is (part of) a place name: "portland", "oregon", "san". */
  isPlaceWord(word: string): boolean;
  /** Every city known in a state (by two-letter code), as written ("Winston-Salem"). */
  citiesIn(state: string): readonly string[];
}

const STATE_CODES = new Set(Object.keys(US_STATES));
/** Below this many people a town is read only as written (see `isSpellingTarget`). */
const SPELLING_POPULATION = 50_000;
/** State names that are also, first of all, a city people search in. */
const CITY_FIRST_STATE_NAMES = new Set(['new york']);

function parseCityList(list: string): KnownCity[] {
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [city, state] = entry.split('|');
      return { city: city!, state: state! };
    });
}

const normal = (phrase: string) =>
  phrase.toLowerCase().replace(/[.-]/g, ' ').replace(/\s+/g, ' ').trim();

/** The words of place names people shorten or spell out: "Mt. Pleasant", "Saint Paul", "Ft Myers". */
const ABBREVIATED_WORDS: Record<string, string> = {
  saint: 'st',
  st: 'saint',
  mount: 'mt',
  mt: 'mount',
  fort: 'ft',
  ft: 'fort',
  port: 'pt',
};

/** Every other way of writing a place name with its abbreviable words shortened or spelled out. */
export function abbreviationVariants(name: string): string[] {
  const words = normal(name).split(' ');
  let spellings = [''];
  for (const word of words) {
    const other = ABBREVIATED_WORDS[word];
    const forms = other ? [word, other] : [word];
    spellings = spellings.flatMap((head) => forms.map((form) => (head ? `${head} ${form}` : form)));
  }
  const own = normal(name);
  return spellings.filter((spelling) => spelling !== own);
}

/**
 * The built-in US gazetteer (states, regions, ~330 best-known cities, aliases, and every town of
 * 5,000 people or more) plus any extra cities, typically those present in the listings, so a
 * smaller town with listings is recognised too. Where the built-in one already knows every
 * extra city, it is reused: building one costs a few hundred milliseconds of CPU, which the
 * listings' reload should spend only for a town under 5,000 people.
 */
export function createGazetteer(extraCities: Iterable<KnownCity> = []): Gazetteer {
  const extras = [...extraCities];
  const known = (extra: KnownCity) =>
    defaultGazetteer.isKnownCity(extra.city, extra.state ?? undefined);
  if (extras.every(known)) return defaultGazetteer;
  return buildGazetteer(extras);
}

const TOWNSHIP = ' Township';

function buildGazetteer(extraCities: KnownCity[]): Gazetteer {
  const entries = new Map<string, Place[]>();
  const add = (phrase: string, place: Place) => {
    const key = normal(phrase);
    const list = entries.get(key) ?? [];
    const duplicate = list.some(
      (existing) =>
        existing.kind === place.kind &&
        existing.state === place.state &&
        (existing.kind !== 'city' || place.kind !== 'city' || existing.city === place.city),
    );
    if (!duplicate) list.push(place);
    entries.set(key, list);
  };
  const stateNames = new Set(Object.values(US_STATES).map(normal));

  for (const [alias, place] of Object.entries(CITY_ALIASES)) {
    // "honolulu hawaii": an alias that ends with its state's name says the state as well
    const stateName = place.state ? normal(US_STATES[place.state] ?? '') : '';
    const endsWithState = stateName !== '' && normal(alias).endsWith(` ${stateName}`);
    add(alias, { kind: 'city', ...place, ...(endsWithState ? { saysState: true } : {}) });
  }
  for (const [code, name] of Object.entries(US_STATES)) {
    if (CITY_FIRST_STATE_NAMES.has(normal(name))) continue;
    add(name, { kind: 'state', state: code });
  }
  for (const [alias, code] of Object.entries(STATE_ALIASES))
    add(alias, { kind: 'state', state: code });
  for (const [name, code] of Object.entries(REGIONS))
    add(name, { kind: 'region', state: code, name });
  const cities = [...parseCityList(US_CITIES), ...extraCities];
  for (const { city, state } of cities) {
    const key = normal(city);
    if (!key) continue;
    if (stateNames.has(key) && !CITY_FIRST_STATE_NAMES.has(key)) continue;
    for (const spelling of [city, ...abbreviationVariants(city)])
      add(spelling, { kind: 'city', city, state: state?.toUpperCase() || undefined });
  }
  // "new york state" style phrases stay states; "New York" alone is the city.
  add('new york', { kind: 'state', state: 'NY' });

  // every other US town of some size (GeoNames, generated): a name only when written in full
  const curated = new Set(entries.keys());
  const minor = new Set<string>();
  const generated = new Set<string>();
  for (const entry of US_PLACES.split(';')) {
    if (!entry.trim()) continue;
    const [city, state, people] = entry.trim().split('|');
    const key = normal(city!);
    if (stateNames.has(key) && !CITY_FIRST_STATE_NAMES.has(key)) continue;
    if (curated.has(key) && entries.get(key)!.some((place) => place.state === state)) continue;
    for (const spelling of [city!, ...abbreviationVariants(city!)]) {
      const spelled = normal(spelling);
      add(spelling, { kind: 'city', city: city!, state });
      if (curated.has(spelled)) continue;
      generated.add(spelled);
      if (Number(people) < SPELLING_POPULATION) minor.add(spelled);
    }
  }
  // "West Bloomfield Township": a township is known by its name without the word, where no
  // other place is called so ("Whitehall Township" stays apart from Whitehall, PA)
  for (const entry of US_PLACES.split(';')) {
    const [city, state, people] = entry.trim().split('|');
    if (!city?.endsWith(TOWNSHIP)) continue;
    const short = city.slice(0, -TOWNSHIP.length);
    const key = normal(short);
    if (entries.has(key)) continue;
    add(short, { kind: 'city', city: short, state: state! });
    generated.add(key);
    if (Number(people) < SPELLING_POPULATION) minor.add(key);
  }
  const everyday = new Set(
    EVERYDAY_WORD_PLACES.split(';')
      .map((name) => name.trim())
      .filter((name) => name && !curated.has(normal(name))),
  );

  const byState = new Map<string, string[]>();
  for (const places of entries.values()) {
    for (const place of places) {
      if (place.kind !== 'city' || !place.state) continue;
      const list = byState.get(place.state) ?? [];
      if (!list.includes(place.city)) list.push(place.city);
      byState.set(place.state, list);
    }
  }
  const table = new PhraseTable<Place[]>([...entries.entries()]);
  const placeWords = new Set([...entries.keys()].flatMap((name) => name.split(' ')));
  return {
    isPlaceWord: (word) => placeWords.has(word),
    match: (tokens, index, used) => table.matchAt(tokens, index, used),
    stateCode: (text) => (STATE_CODES.has(text.toUpperCase()) ? text.toUpperCase() : undefined),
    isCommonWord: (phrase) =>
      COMMON_WORD_CITIES.has(normal(phrase)) || everyday.has(normal(phrase)),
    isSpellingTarget: (name) => !minor.has(name),
    isSmallTown: (phrase) => generated.has(normal(phrase)),
    isKnownCity: (city, state) =>
      (entries.get(normal(city)) ?? []).some(
        (place) =>
          place.kind === 'city' &&
          place.city === city &&
          (state === undefined || place.state === state.toUpperCase()),
      ),
    names: () => entries.keys(),
    citiesIn: (state) => byState.get(state.toUpperCase()) ?? [],
  };
}

export const defaultGazetteer = buildGazetteer([]);

/**
 * Whether a city is said at `index`, or after an "in" there ("chinatown in boston", "germantown
 * philadelphia"): the name just before it is then a part of that city, not a second place.
 */
export function cityFollows(gazetteer: Gazetteer, tokens: Token[], index: number): boolean {
  const at = tokens[index]?.text === 'in' ? index + 1 : index;
  return gazetteer.match(tokens, at)?.value.some((place) => place.kind === 'city') ?? false;
}
