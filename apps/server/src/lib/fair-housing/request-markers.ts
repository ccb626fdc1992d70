import { SHARE_WORDS } from './frame-words';
import { hit } from './fit-in';
import { LEXICON, type FairHousingClass } from './lexicon';
import { isWord, set, termOf, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * Requests that choose an area by what marks its people rather than by naming them: the
 * religious dress seen there ("where i won't see any hijabs", "no turbans around") and the make-up
 * of its schools ("schools where most of the kids are white"). Request-only: an advertisement's
 * dress rules are read by the trait frames (frames.ts).
 */

/** Garments worn for a faith or an origin, by their singular lemma or their lexicon term. */
const GARMENTS = new Map<string, FairHousingClass>([
  // the lemma of "headscarves" is "headscarve"; "saris" keeps its s
  ...['hijab', 'niqab', 'burqa', 'burka', 'headscarf', 'headscarve', 'chador', 'abaya'].map(
    (word) => [word, 'religion'] as const,
  ),
  ...['turban', 'dastar', 'yarmulke', 'kippah', 'kippa', 'head scarf', 'head covering'].map(
    (word) => [word, 'religion'] as const,
  ),
  ...['sari', 'saris', 'saree', 'dashiki', 'kimono', 'sombrero'].map(
    (word) => [word, 'national-origin'] as const,
  ),
]);
/** Words that put the garment on the people of a place, or on its absence or amount there. */
const PEOPLE_SCOPE = set(
  'where',
  'area',
  'neighborhood',
  'street',
  'block',
  'community',
  'around',
  'people',
  'person',
  'neighbor',
  'resident',
  'anyone',
  'anybody',
  'nobody',
  'everyone',
  'everybody',
  'no',
  'without',
  'free',
  'avoid',
  'away',
  'fewer',
  'less',
  'any',
  'many',
  'lot',
  'see',
  'seeing',
  'spot',
  'notice',
  'run',
  'wear',
  'wearing',
  'wore',
  'worn',
);
/** A garment that names a thing sold or made: "a sari shop", "turban fabric". */
const THINGS_AFTER = set('store', 'shop', 'boutique', 'market', 'fabric', 'pattern', 'class');
/** The requester or their household wearing it describes who asks: "i wear a hijab". */
const WEARERS = set('i', 'we', 'my', 'our', 'me', 'us');
const OWNERS = set('my', 'our', 'her', 'his', 'their');
const WEARING = set('wear', 'wears', 'wearing', 'wore', 'cover');
const REACH = 6;

/** The second word of a garment said in two ("head coverings", "head wraps"). */
const HEAD_GARMENTS = set('covering', 'scarf', 'scarve', 'wrap');

const garmentClass = (units: Unit[], at: number): FairHousingClass | undefined => {
  const unit = units[at];
  if (!unit) return undefined;
  const term = termOf(unit);
  const named = GARMENTS.get(term ? term.words.join(' ') : unit.lemma) ?? GARMENTS.get(unit.lemma);
  if (named) return named;
  const head = units[at - 1]?.lemma === 'head' && !unit.breakBefore;
  return head && isWord(unit, HEAD_GARMENTS) ? 'religion' : undefined;
};

/** Units of the clause around `at` (no sentence break crossed), at most `REACH` either side. */
function clauseAround(units: Unit[], at: number): [number, number] {
  let from = at;
  while (from > 0 && from > at - REACH && !units[from]!.breakBefore) from -= 1;
  let to = at + 1;
  while (to < units.length && to <= at + REACH && !units[to]!.breakBefore) to += 1;
  return [from, to];
}

/**
 * "where i won't see any hijabs", "no turbans around", "a block where nobody wears a headscarf":
 * a garment of a faith or an origin said of the people of a place, or of its absence or amount
 * there, chooses the area by that class. Worn by the requester ("i wear a hijab") it describes
 * who asks; a thing sold ("a sari shop") names no one.
 */
export const garmentAround: Pattern = (units, at) => {
  const cls = garmentClass(units, at);
  if (!cls || isWord(units[at + 1], THINGS_AFTER)) return null;
  // "closet space for my saris": the requester's own
  if (isWord(units[at - 1], OWNERS)) return null;
  const [from, to] = clauseAround(units, at);
  for (let index = Math.max(from, at - 4); index < at - 1; index += 1) {
    const worn = [index + 1, index + 2].some((next) => isWord(units[next], WEARING));
    if (isWord(units[index], WEARERS) && worn) return null;
  }
  for (let index = from; index < to; index += 1) {
    if (index !== at && isWord(units[index], PEOPLE_SCOPE)) return hit(from, to, cls);
  }
  return null;
};

/** Who a school is made of, and the school itself. */
const SCHOOL_WORDS = set('school', 'student', 'pupil', 'classroom', 'classmate');
/** A share, an amount or an absence of a group: "mostly white", "hardly any hispanic". */
const MAKE_UP = set(
  ...SHARE_WORDS,
  'most',
  'all',
  'only',
  'mainly',
  'no',
  'without',
  'few',
  'fewer',
  'less',
  'hardly',
  'many',
  'lot',
  'percent',
  'majority',
  'minority',
);
/** Classes a school's make-up is steered by (children and disability are the school's own). */
const MAKE_UP_CLASSES = new Set<FairHousingClass>(['race-or-color', 'religion', 'national-origin']);

/** The class a unit names as a group word (a colour, a faith, an origin), if any. */
function groupClass(unit: Unit | undefined): FairHousingClass | undefined {
  if (!unit || unit.kind !== 'word') return undefined;
  const entries = unit.term ? [unit.term.entry] : (LEXICON.get(unit.lemma) ?? []);
  const entry = entries.find(
    (candidate) =>
      MAKE_UP_CLASSES.has(candidate.cls) &&
      candidate.strength === 'direct' &&
      (unit.term !== undefined || candidate.words.length === 1),
  );
  return entry?.cls;
}

/**
 * "schools where most of the kids are white", "a mostly black school", "schools that are
 * majority hispanic": a school chosen by the share of a race, faith or origin among its pupils
 * steers by that class. A school of a kind ("a catholic school", "a spanish immersion school")
 * names no share and stays a wish.
 */
export const schoolMakeUp: Pattern = (units, at) => {
  const cls = groupClass(units[at]);
  if (!cls) return null;
  const [from, to] = clauseAround(units, at);
  let share = false;
  for (let index = Math.max(from, at - 4); index < at; index += 1) {
    if (isWord(units[index], MAKE_UP)) share = true;
  }
  if (!share) return null;
  for (let index = from; index < to; index += 1) {
    if (isWord(units[index], SCHOOL_WORDS)) return hit(from, to, cls);
  }
  return null;
};

export const REQUEST_MARKERS: Pattern[] = [garmentAround, schoolMakeUp];
