import { isOwnedAnimal } from './household-animals';
import type { AssistantFeature, AssistantPropertyType } from '@nestwise/shared';
import type { PhraseMatch } from '../phrase-table';
import type { ParseState } from '../types';
import { FEATURE_TABLE } from '../vocabulary/features';
import { PROPERTY_TYPE_TABLE, STUDIO_WORDS } from '../vocabulary/property-types';
import { SORT_TABLE, STATUS_TABLE } from '../vocabulary/status-and-sort';
import { consume, markSpan } from './entities';
import { waivedSpan } from './indifference';
import { isNegated } from './negation';
import { negationReachesNext } from './list-scope';
import { takenBackLimitEnds } from './follow-up';

/** Joins a list of types: "condos or townhouses", "condos, townhouses and lofts". */
const LIST_JOINERS = new Set(['or', 'and', 'nor', '&', '/']);
/** Words a speaker puts before the next item of a list: "a house or maybe a condo". */
const LIST_HEDGES = new Set(['maybe', 'perhaps', 'possibly', 'even', 'also']);
/** Determiners an item of a list may repeat: "a house or a condo", "the garage and the pool". */
const ARTICLES = new Set(['a', 'an', 'any', 'the']);

/**
 * Whether a match starting at `start` is the next item of the list whose last item ended at
 * `lastEnd`: said right after it (a comma between), or after a joiner, a hedge and an article
 * ("houses, condos", "a house or a condo", "a house, or maybe a condo").
 */
function continuesList(state: ParseState, lastEnd: number, start: number): boolean {
  if (lastEnd < 0) return false;
  const { tokens } = state;
  let at = lastEnd;
  if (LIST_JOINERS.has(tokens[at]?.text ?? '')) at += 1;
  while (at < start && LIST_HEDGES.has(tokens[at]!.text)) at += 1;
  if (at < start && ARTICLES.has(tokens[at]!.text)) at += 1;
  return at === start && (start === lastEnd || at > lastEnd);
}

const GENERIC_HOMES = new Set(['home', 'homes']);
/** "from home", "at home": the preposition takes "home" bare, as a place someone is. */
const BEING_AT = new Set(['from', 'at']);
const isWhereSomeoneIs = ({ tokens }: ParseState, start: number, end: number) =>
  end === start + 1 &&
  tokens[start]!.text === 'home' &&
  BEING_AT.has(tokens[start - 1]?.text ?? '') &&
  !tokens[start]!.breakBefore;
const ANY = new Set(['any', 'every', 'all']);
const isAnyHome = ({ tokens }: ParseState, start: number, end: number) =>
  end === start + 1 &&
  GENERIC_HOMES.has(tokens[start]!.text) &&
  ANY.has(tokens[start - 1]?.text ?? '');

type LotMatch = PhraseMatch<AssistantPropertyType | null> & { start: number };

/** What may follow "a lot" that is land: where it is, what it costs, that it sells. */
const LAND_AFTER_A_LOT = new Set(['in', 'near', 'under', 'below', 'for', 'to']);
const NOT_LAND_AFTER_FOR = new Set(['the', 'your', 'you', 'that', 'this', 'me', 'us', 'it']);

/**
 * "a lot for sale in Bozeman", "a lot under 80k in Texas": "a lot" said of a place, a price or a
 * sale is a piece of land ("thanks a lot for your help", "a lot of light" stay amounts).
 */
function landLot(state: ParseState, match: LotMatch): LotMatch | null {
  const { tokens } = state;
  if (match.value !== null || match.words.join(' ') !== 'a lot') return null;
  const next = tokens[match.end];
  if (!next || next.breakBefore || !LAND_AFTER_A_LOT.has(next.text)) return null;
  const after = tokens[match.end + 1]?.text ?? '';
  if (next.text === 'for' && (after === '' || NOT_LAND_AFTER_FOR.has(after))) return null;
  if (next.text === 'to' && after !== 'buy' && after !== 'build') return null;
  return { ...match, start: match.start + 1, value: 'land' };
}

/**
 * Every property type named, in order; one ruled out ("not a condo", "anything except condos",
 * "no condos or townhouses") is excluded instead. "studio" means no bedroom.
 */
export function readPropertyType(state: ParseState) {
  const { tokens, used, filters } = state;
  let lastEnd = -1;
  let lastNegated = false;
  for (const found of PROPERTY_TYPE_TABLE.findAll(tokens, used)) {
    const match = landLot(state, found) ?? found;
    // "home office", "parking lot": not a type, but the words may still name a feature
    if (match.value === null) continue;
    // "any home that isn't a townhouse": a home of any type, not a house; "i work from home",
    // "stay at home": a bare "home" after "from"/"at" is where someone is, no kind of home
    if (
      isAnyHome(state, match.start, match.end) ||
      isWhereSomeoneIs(state, match.start, match.end)
    ) {
      consume(state, match.start, match.end);
      continue;
    }
    const joined = continuesList(state, lastEnd, match.start);
    // "not apartments, houses in madison": a comma alone ends the negation's reach
    const stillNegated: boolean =
      joined &&
      lastNegated &&
      negationReachesNext(
        tokens,
        lastEnd,
        match.end,
        (index) => PROPERTY_TYPE_TABLE.matchAt(tokens, index)?.end ?? null,
      );
    const negated: boolean = isNegated(state, match.start, 4) || stillNegated;
    lastEnd = match.end;
    lastNegated = negated;
    if (negated) {
      if (!state.excludedTypes.includes(match.value)) state.excludedTypes.push(match.value);
      markSpan(state, match.start, match.end, 'excludePropertyType', match.value);
      continue;
    }
    // a second type joins the list only when said as one ("houses or condos"), not "a house on a lot"
    const listed = state.propertyTypes.length === 0 || joined;
    if (listed && !state.propertyTypes.includes(match.value)) state.propertyTypes.push(match.value);
    if (filters.propertyType === undefined) filters.propertyType = match.value;
    markSpan(state, match.start, match.end, 'propertyType', match.value);
  }
  tokens.forEach((token, index) => {
    if (used[index] || !STUDIO_WORDS.has(token.text)) return;
    if (token.text === 'bachelor' && tokens[index + 1]?.text !== 'apartment') return;
    if (isNegated(state, index)) {
      // "not a studio": at least one bedroom, unless a count was said
      if (filters.minBedrooms === undefined && filters.maxBedrooms === undefined) {
        filters.minBedrooms = 1;
      }
      markSpan(state, index, index + 1, 'notStudio', 1);
      return;
    }
    // "a studio or one bedroom": the largest count said is the cap
    if (filters.minBedrooms !== undefined && filters.maxBedrooms === undefined) {
      filters.maxBedrooms = filters.minBedrooms;
      delete filters.minBedrooms;
    } else filters.maxBedrooms ??= 0;
    markSpan(state, index, index + 1, 'studio', 0);
  });
}

/** Features wanted, and those ruled out ("no pool", "without a garage", "unfurnished"). */
export function readFeatures(state: ParseState) {
  const found = new Set<AssistantFeature>(state.filters.features ?? []);
  const excluded = new Set<AssistantFeature>(state.filters.excludeFeatures ?? []);
  const matches = FEATURE_TABLE.findAll(state.tokens, state.used);
  const joins = featureListJoins(state, matches);
  const given = givenUpInSwaps(state, matches);
  // "drop the square footage and the pool": a wish listed after a bound taken back goes too
  const boundEnds = takenBackLimitEnds(state);
  const afterTakenBound = (start: number) =>
    boundEnds.some(
      (end) => LIST_JOINERS.has(state.tokens[end]?.text ?? '') && continuesList(state, end, start),
    );
  let lastNegated = false;
  for (const [at, match] of matches.entries()) {
    if (given[at] === true && match.value !== null) {
      // "swap the yard for a pool": the yard given up goes, as a wish taken back does
      (state.waivedFeatures ??= []).push(match.value.replace(/^!/, '') as AssistantFeature);
      markSpan(state, match.start, match.end, 'removeFeature', match.value.replace(/^!/, ''));
      continue;
    }
    // "room for my kids and a dog": the requester's own animal describes the household
    if (
      match.value === null ||
      isOwnedAnimal(state.transcript, state.tokens, match.start, match.end)
    ) {
      consume(state, match.start, match.end);
      continue;
    }
    const joined = joins[at] === true;
    const negated: boolean =
      match.value.startsWith('!') ||
      isNegated(state, match.start) ||
      (joined && lastNegated) ||
      afterTakenBound(match.start);
    lastNegated = negated;
    const feature = match.value.replace(/^!/, '') as AssistantFeature;
    const waived = match.value.startsWith('!') ? null : waivedSpan(state, match.start, match.end);
    if (waived) {
      (state.waivedFeatures ??= []).push(feature);
      consume(state, waived.from, waived.to);
      continue;
    }
    if (negated) {
      excluded.add(feature);
      markSpan(state, match.start, match.end, 'excludeFeature', feature);
      continue;
    }
    found.add(feature);
    markSpan(state, match.start, match.end, 'feature', feature);
  }
  for (const feature of excluded) found.delete(feature);
  if (found.size > 0) state.filters.features = [...found].sort();
  if (excluded.size > 0) state.filters.excludeFeatures = [...excluded].sort();
}

/** Verbs that give up one thing for another: "swap the yard for a pool". */
const SWAP_VERBS = new Set(['swap', 'swapping', 'trade', 'trading', 'exchange', 'replace']);
/** "substitute a pool for the yard": the thing named first is the one taken. */
const TAKING_SWAP_VERBS = new Set(['substitute']);
/** Particles and articles a swap verb may carry before its object: "swap out the", "trade in a". */
const SWAP_FILLERS = new Set(['out', 'in', 'the', 'a', 'an', 'my', 'our', 'that', 'this']);
const SWAP_LINKS = new Set(['for', 'with', 'to', 'into']);

/**
 * Which features a swap gives up: a swap verb, its object (a feature) and, after "for", "with",
 * "to" or "into", the feature taken in its place ("trade the garage for a basement", "replace
 * the yard with a pool"); "substitute X for Y" gives up the second.
 */
function givenUpInSwaps(
  state: ParseState,
  matches: Array<PhraseMatch<unknown> & { start: number }>,
): boolean[] {
  const given = matches.map(() => false);
  const { tokens } = state;
  for (let at = 0; at + 1 < matches.length; at += 1) {
    const first = matches[at]!;
    const second = matches[at + 1]!;
    let verb = first.start - 1;
    while (verb >= 0 && SWAP_FILLERS.has(tokens[verb]!.text)) verb -= 1;
    const verbText = tokens[verb]?.text ?? '';
    if (!SWAP_VERBS.has(verbText) && !TAKING_SWAP_VERBS.has(verbText)) continue;
    if (first.start - verb > 3) continue;
    let link = first.end;
    if (!SWAP_LINKS.has(tokens[link]?.text ?? '')) continue;
    link += 1;
    if (ARTICLES.has(tokens[link]?.text ?? '')) link += 1;
    if (link !== second.start) continue;
    given[TAKING_SWAP_VERBS.has(verbText) ? at + 1 : at] = true;
    // the verb and its links did their work: no word left for a sound-alike ("swap" → shop)
    consume(state, verb, first.start);
    consume(state, first.end, second.start);
  }
  return given;
}

/**
 * Which features continue the list of the one before: after "and" / "or" ("no garage or pool",
 * "forget the garage and the pool"), or after a comma when the list goes on to close with one
 * ("lose the garage, the pool and the gym"); a comma alone ("no pets, pool") joins nothing.
 */
function featureListJoins(
  state: ParseState,
  matches: Array<PhraseMatch<unknown> & { start: number }>,
): boolean[] {
  const joins = matches.map(() => false);
  let closed = false;
  for (let at = matches.length - 1; at > 0; at -= 1) {
    const lastEnd = matches[at - 1]!.end;
    const start = matches[at]!.start;
    if (matches[at]!.value === null || matches[at - 1]!.value === null) {
      closed = false;
      continue;
    }
    const listed = continuesList(state, lastEnd, start);
    const byJoiner = listed && LIST_JOINERS.has(state.tokens[lastEnd]?.text ?? '');
    const byComma = listed && !byJoiner && state.tokens[lastEnd]?.breakBefore === true;
    joins[at] = byJoiner || (byComma && closed);
    closed = byJoiner || (byComma && closed);
  }
  return joins;
}

/** "I don't want to buy, I want to rent": a negated status is skipped. */
export function readStatus(state: ParseState) {
  for (const match of STATUS_TABLE.findAll(state.tokens, state.used)) {
    if (isNegated(state, match.start)) continue;
    // "so i can rent out the other half": renting out is what an owner does, not the market
    const verb = match.end === match.start + 1 && match.value === 'for-rent';
    if (verb && state.tokens[match.end]?.text === 'out') continue;
    state.filters.status ??= match.value;
    markSpan(state, match.start, match.end, 'status', match.value);
  }
}

/** "sort by price" alone is cheapest first; "by price, high to low" says which way. */
const UNDIRECTED_SORT = new Set(['by price', 'sort by price', 'sorted by price']);

export function readSort(state: ParseState) {
  const matches = SORT_TABLE.findAll(state.tokens, state.used);
  const directed = matches.filter((match) => !UNDIRECTED_SORT.has(match.words.join(' ')));
  for (const match of directed.length > 0 ? directed : matches) {
    state.filters.sort ??= match.value;
  }
  for (const match of matches) markSpan(state, match.start, match.end, 'sort', match.value);
}
