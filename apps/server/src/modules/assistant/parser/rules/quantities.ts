import { readQuantity, type Quantity } from '../numbers';
import type { PhraseMatch } from '../phrase-table';
import type { ParseState } from '../types';
import {
  LEADING_COMPARATORS,
  RANGE_JOINERS,
  TRAILING_COMPARATORS,
  type Bound,
} from '../vocabulary/comparators';
import { PER_MONTH_TABLE } from '../vocabulary/status-and-sort';
import {
  LOT_WORDS,
  OTHER_UNITS,
  PRICE_CUES,
  YEAR_CUES,
  ZIP_CUES,
} from '../vocabulary/measure-cues';
import { UNIT_TABLE, type Unit } from '../vocabulary/units';
import { consume, markSpan } from './entities';
import { applyArea, applyBathrooms, applyBedrooms, applyPrice } from './measure-filters';
import { readBedBathShorthand, readPriceBand } from './shorthands';

/** One number (or range) with what was said around it. */
export interface Measure {
  low: Quantity;
  high: Quantity | null;
  bound: Bound | null;
  unit: Unit | null;
  perMonth: boolean;
  /** "5000 sq ft lot": the size of the land, not of the home. */
  lotSize: boolean;
  start: number;
  end: number;
}

/** What a comparator means once negated: "not under 300k" is at least 300k. */
const NEGATED_BOUND: Record<Bound, Bound> = {
  max: 'min',
  min: 'max',
  below: 'min',
  above: 'max',
  about: 'about',
  exact: 'exact',
};
/** Negations that take a whole comparator in their scope ("condos that aren't over 2 million"). */
const COMPARATOR_NEGATIONS = new Set([
  'not',
  "aren't",
  "isn't",
  "wasn't",
  "don't",
  "doesn't",
  "shouldn't",
  "can't",
  'cannot',
  "won't",
  "wouldn't",
  "mustn't",
  'never',
]);
/**
 * Words a negation's scope runs through to reach its comparator: the verb phrase between them
 * ("don't go above", "don't cost more than", "don't want to pay over", "not be priced over").
 */
const SCOPE_WORDS = new Set(
  'be are is was go goes going cost costs costing run runs running sell sells selling list listed priced price want wanna need to spend pay paying get come comes any much anything afford swing manage handle stretch really'.split(
    ' ',
  ),
);
/** At most this many such words stand between a negation and its comparator. */
const MAX_SCOPE_WORDS = 3;

/** Comparators that only say which way a number moves: "bump the minimum up to 350k". */
const DIRECTIONS = new Set(['up to', 'upto']);
/** Nouns that name the bound a number sets, said before it: "the minimum … 350k". */
const BOUND_NOUNS: Record<string, Bound> = Object.assign(Object.create(null), {
  minimum: 'min',
  min: 'min',
  floor: 'min',
  maximum: 'max',
  max: 'max',
  ceiling: 'max',
  cap: 'max',
  budget: 'max',
});
/** Words of a sentence that moves a bound, between its noun and the number. */
const MOVING_WORDS = new Set(
  'the my our price it up down to a bit be should raise bump lower drop push move set change make increase decrease reduce'.split(
    ' ',
  ),
);

/** Verbs that move a value, and what they move: "bump it up to", "take that up to". */
const CHANGE_VERBS = new Set([
  'bump',
  'raise',
  'increase',
  'push',
  'take',
  'move',
  'jack',
  'crank',
]);
const MOVED = new Set(['it', 'that', 'this', 'them']);

/** Whether the direction word at `from` ("up to") follows a verb moving a value said before. */
function movedTo(state: ParseState, from: number): boolean {
  let at = from - 1;
  if (MOVED.has(state.tokens[at]?.text ?? '')) at -= 1;
  return CHANGE_VERBS.has(state.tokens[at]?.text ?? '') && !state.tokens[at + 1]?.breakBefore;
}

/**
 * The bound a follow-up names before its number, "raise the minimum to 350k", "bump the max
 * price down to 600k": the noun says which bound, whatever direction word stands before the
 * number. Only a noun joined to the number by words of moving counts.
 */
function namedBound(
  state: ParseState,
  start: number,
  open: boolean,
): { bound: Bound; from: number } | null {
  if (!open) return null;
  const { tokens, used } = state;
  for (let at = start - 1; at >= Math.max(0, start - 6); at -= 1) {
    const token = tokens[at]!;
    if (used[at] || tokens[at + 1]?.breakBefore) return null;
    const bound = BOUND_NOUNS[token.text];
    if (bound) return { bound, from: at };
    if (!MOVING_WORDS.has(token.text)) return null;
  }
  return null;
}

/** The comparator phrase that ends right where the number starts, if any, with its negation. */
function leadingBound(
  state: ParseState,
  start: number,
): { bound: Bound; from: number; phrase: string } | null {
  for (let from = Math.max(0, start - 5); from < start; from += 1) {
    if (state.used[from]) continue;
    const match = LEADING_COMPARATORS.matchAt(state.tokens, from, state.used);
    if (!match || match.end !== start) continue;
    let before = from - 1;
    for (let words = 0; words < MAX_SCOPE_WORDS; words += 1) {
      const word = state.tokens[before];
      if (!word || state.used[before] || state.tokens[before + 1]?.breakBefore) break;
      if (!SCOPE_WORDS.has(word.text)) break;
      before -= 1;
    }
    const negation = state.tokens[before];
    const negated =
      negation !== undefined &&
      !state.used[before] &&
      !state.tokens[before + 1]?.breakBefore &&
      COMPARATOR_NEGATIONS.has(negation.text);
    const phrase = state.tokens
      .slice(from, match.end)
      .map((token) => token.text)
      .join(' ');
    return negated
      ? { bound: NEGATED_BOUND[match.value], from: before, phrase }
      : { bound: match.value, from, phrase };
  }
  return null;
}

function readMeasure(state: ParseState, index: number): Measure | null {
  const { tokens, used } = state;
  const low = readQuantity(tokens, index, used);
  if (!low) return null;
  let end = low.end;
  let high: Quantity | null = null;
  let start = index;
  const before = tokens[index - 1]?.text;
  const joiner = tokens[end];
  if (joiner && !used[end] && RANGE_JOINERS.has(joiner.text)) {
    const next = readQuantity(tokens, end + 1, used);
    const allowed =
      next &&
      (joiner.text === 'and'
        ? before === 'between'
        : joiner.text === 'or'
          ? isRoomUnitAt(state, next.end)
          : true);
    if (next && allowed) {
      high = next;
      end = next.end;
      if (before === 'between' || before === 'from') start = index - 1;
    }
  }
  let bound: Bound | null = null;
  let unit: Unit | null = null;
  let perMonth = false;
  // unit and trailing comparator, in either order: "3 bedrooms or more", "3 or more bedrooms"
  for (let step = 0; step < 3; step += 1) {
    if (tokens[end]?.text === '-' && !used[end]) {
      const afterHyphen = UNIT_TABLE.matchAt(tokens, end + 1, used);
      if (afterHyphen && !unit) {
        unit = afterHyphen.value;
        end = afterHyphen.end;
        continue;
      }
    }
    const unitMatch: PhraseMatch<Unit> | null = unit ? null : UNIT_TABLE.matchAt(tokens, end, used);
    if (unitMatch) {
      unit = unitMatch.value;
      end = unitMatch.end;
      continue;
    }
    const trailingAt = tokens[end]?.text === '-' && !used[end] ? end + 1 : end;
    const trailing: PhraseMatch<Bound> | null = bound
      ? null
      : TRAILING_COMPARATORS.matchAt(tokens, trailingAt, used);
    // "4 bedrooms and over 2,000 sq ft": the words belong to the next number
    if (trailing && !readQuantity(tokens, trailing.end, used)) {
      bound = trailing.value;
      end = trailing.end;
      continue;
    }
    const month = perMonth || unit ? null : PER_MONTH_TABLE.matchAt(tokens, end, used);
    if (month) {
      perMonth = true;
      end = month.end;
      continue;
    }
    break;
  }
  const leading = leadingBound(state, start);
  if (leading) {
    // a trailing word wins over a vaguer leading one: "around 3 bedrooms or more"; but a
    // trailing "only" after a direction is emphasis: "under 500k only" is still a ceiling
    const emphasis = bound === 'exact' && leading.bound !== 'about' && leading.bound !== 'exact';
    bound = bound === null || emphasis ? leading.bound : bound;
    start = leading.from;
  }
  const named = namedBound(state, start, leading === null || DIRECTIONS.has(leading.phrase));
  if (named) {
    bound = named.bound;
    start = named.from;
  } else if (leading && DIRECTIONS.has(leading.phrase) && movedTo(state, leading.from)) {
    // "bump it up to 5 bedrooms": the new value, said as it, not a ceiling
    bound = null;
  }
  const lotSize = unit === 'squareFeet' && LOT_WORDS.has(tokens[end]?.text ?? '');
  return { low, high, bound, unit, perMonth, lotSize, start, end };
}

function isRoomUnitAt(state: ParseState, index: number) {
  let position = index;
  const trailing = TRAILING_COMPARATORS.matchAt(state.tokens, position, state.used);
  if (trailing) position = trailing.end;
  const unit = UNIT_TABLE.matchAt(state.tokens, position, state.used)?.value;
  return unit === 'bedrooms' || unit === 'bathrooms';
}

/**
 * A correction's bare value ("no, i said two fifty", "sorry, four") takes the bound of the
 * repaired search it fits: a price (100 or more, or said with a currency or scale) the one
 * price bound set, a small count the one room bound set. Where none or two fit it stays bare.
 */
function correctBareValue(state: ParseState, measure: Measure) {
  const previous = state.repairedFilters;
  if (!state.repairing || !previous || measure.unit !== null || measure.bound !== null) return;
  if (measure.high || measure.perMonth || measure.lotSize) return;
  const priced =
    measure.low.value >= 100 || measure.low.currency || measure.low.multiplier > 1
      ? (['minPrice', 'maxPrice'] as const).filter((key) => previous[key] !== undefined)
      : [];
  const rooms = isSmallCount(measure)
    ? (
        [
          ['minBedrooms', 'bedrooms', 'min'],
          ['maxBedrooms', 'bedrooms', 'max'],
          ['minBathrooms', 'bathrooms', 'min'],
          ['maxBathrooms', 'bathrooms', 'max'],
        ] as const
      ).filter(([key]) => previous[key] !== undefined)
    : [];
  if (priced.length + rooms.length !== 1) return;
  if (priced.length === 1) {
    measure.bound = priced[0] === 'minPrice' ? 'min' : 'max';
    return;
  }
  const [, unit, bound] = rooms[0]!;
  measure.unit = unit;
  measure.bound = bound;
}

/** "between 300 and 450 thousand": the first number borrows the second one's k / million. */
function inheritScale(measure: Measure) {
  const { low, high } = measure;
  if (!high) return;
  if (low.multiplier === 1 && high.multiplier > 1) {
    // "three and four hundred thousand": the first number shares the "hundred" too
    if (low.value < 10 && high.base >= 100 && high.base < 1_000 && high.base % 100 === 0)
      low.value *= 100;
    if (low.value < high.base) low.value *= high.multiplier;
    // "750 to 1 million": hundreds before millions are thousands
    else if (high.multiplier === 1_000_000 && low.value >= 100 && low.value < 1_000) {
      low.value *= 1_000;
    }
  }
  if (high.currency) low.currency = true;
}

const isSmallCount = ({ low, high }: Measure) =>
  !low.currency &&
  low.multiplier === 1 &&
  low.value <= 20 &&
  (high === null || (high.multiplier === 1 && high.value <= 20));

const isYear = (state: ParseState, quantity: Quantity) =>
  /^\d{4}$/.test(state.tokens[quantity.start]?.text ?? '') &&
  quantity.value >= 1800 &&
  quantity.value <= 2100;

function looksLikeYearOrZip(state: ParseState, measure: Measure) {
  const { low, high } = measure;
  const before = state.tokens[measure.start - 1]?.text ?? '';
  // "built between 1990 and 2005"
  if (high && YEAR_CUES.has(before) && isYear(state, low) && isYear(state, high)) return true;
  if (low.currency || low.multiplier > 1 || high) return false;
  const digits = state.tokens[low.start]?.text ?? '';
  if (/^\d{4}$/.test(digits) && low.value >= 1800 && low.value <= 2100 && YEAR_CUES.has(before))
    return true;
  return /^\d{5}$/.test(digits) && ZIP_CUES.has(before);
}

function isPrice(state: ParseState, measure: Measure) {
  const { low, high, bound, perMonth } = measure;
  if (looksLikeYearOrZip(state, measure)) return false;
  if (OTHER_UNITS.has(state.tokens[measure.end]?.text ?? '')) return false;
  if (low.currency || high?.currency || low.multiplier > 1 || (high?.multiplier ?? 1) > 1)
    return true;
  const before = state.tokens[measure.start - 1]?.text ?? '';
  const value = Math.max(low.value, high?.value ?? 0);
  // no home rents for less than $100 a month: "four rent" is a misheard "for rent"
  if (perMonth) return value >= 100;
  if (bound && value >= 100) return true;
  // "between three fifty and four twenty five": a range of hundreds is a price range
  const opener = state.tokens[measure.start]?.text ?? '';
  if (high && value >= 100 && (opener === 'between' || opener === 'from')) return true;
  if (PRICE_CUES.has(before) && value >= 100) return true;
  return value >= 1000 && Number.isInteger(value);
}

function applySquareFeet(state: ParseState, measure: Measure, pendingLot: Measure[]) {
  if (measure.lotSize) {
    pendingLot.push(measure);
    consume(state, measure.start, measure.end);
    return;
  }
  applyArea(state, measure);
}

/** Words that join two bounds of one measure: "over 2,500 square feet but under 3,500". */
const BOUND_JOINERS = new Set([',', 'but', 'and', 'yet', 'though']);

/** Whether only joiners stand between `from` and `to`, and at least one of them does. */
function joinedBy(state: ParseState, from: number, to: number): boolean {
  if (to <= from || to - from > 3) return false;
  for (let at = from; at < to; at += 1) {
    if (!BOUND_JOINERS.has(state.tokens[at]!.text)) return false;
  }
  return true;
}

/** The bound said right after `measure`, read without consuming it. */
function nextBound(state: ParseState, measure: Measure): Measure | null {
  for (let at = measure.end; at < Math.min(measure.end + 6, state.tokens.length); at += 1) {
    const next = readMeasure(state, at);
    if (next) return next.bound ? next : null;
  }
  return null;
}

/**
 * The unit `other` lends `measure` when the two are bounds joined by "but" / "and" and the
 * value fits the unit: a room count up to 20, an area of at least 100 that is not money.
 */
function sharedUnit(
  measure: Measure,
  other: Measure | null,
  state: ParseState,
  gapFrom: number,
  gapTo: number | null,
): Unit | null {
  if (!other?.unit || !other.bound || measure.low.currency || measure.low.multiplier > 1)
    return null;
  if (!joinedBy(state, gapFrom, gapTo ?? other.start)) return null;
  if (other.unit === 'bedrooms' || other.unit === 'bathrooms')
    return isSmallCount(measure) ? other.unit : null;
  if (other.unit === 'squareFeet') return measure.low.value >= 100 ? other.unit : null;
  return null;
}

/**
 * Every number in the transcript with its unit, range and comparator: bedrooms, bathrooms,
 * square feet, and prices (with "a month" making it a rent). Returns lot sizes, which only
 * count once the property type is known to be land.
 */
export function readQuantities(state: ParseState): Measure[] {
  const pendingLot: Measure[] = [];
  let lastRoomUnit: Unit | null = null;
  let previous: Measure | null = null;
  for (let index = 0; index < state.tokens.length; index += 1) {
    if (state.used[index]) continue;
    const shorthandEnd = readPriceBand(state, index) ?? readBedBathShorthand(state, index);
    if (shorthandEnd !== null) {
      index = shorthandEnd - 1;
      continue;
    }
    const measure = readMeasure(state, index);
    if (!measure) continue;
    inheritScale(measure);
    // "no, i said two fifty" after a search under 350k: a bare value corrects its own bound
    if (previous === null) correctBareValue(state, measure);
    // "at least 3 bedrooms but no more than 4": a bare small count takes the unit just said
    if (measure.unit === null && lastRoomUnit && measure.bound && isSmallCount(measure)) {
      measure.unit = lastRoomUnit;
    }
    // two bounds joined by "but" / "and" share the unit one of them said, either way round:
    // "over 2,500 square feet but under 3,500", "at least 3 but no more than 4 bedrooms"
    if (measure.unit === null && measure.bound) {
      measure.unit =
        sharedUnit(measure, previous, state, previous?.end ?? -1, measure.start) ??
        sharedUnit(measure, nextBound(state, measure), state, measure.end, null);
    }
    if (measure.unit === 'bedrooms' || measure.unit === 'bathrooms') lastRoomUnit = measure.unit;
    previous = measure;
    switch (measure.unit) {
      case 'bedrooms':
        applyBedrooms(state, measure);
        break;
      case 'bathrooms':
        applyBathrooms(state, measure);
        break;
      case 'squareFeet':
        applySquareFeet(state, measure, pendingLot);
        break;
      case 'acres':
        markSpan(state, measure.start, measure.end, 'acres', measure.low.value);
        break;
      default:
        if (isPrice(state, measure)) applyPrice(state, measure);
    }
    // a range of years ("built between 1990 and 2005") is read whole, never as two prices
    if (measure.high && !state.used[index] && looksLikeYearOrZip(state, measure))
      index = measure.end - 1;
    if (state.used[index]) index = Math.max(index, measure.end - 1);
  }
  return pendingLot;
}
