/**
 * Patterns on a place's own words rather than on people (moved out of patterns.ts to keep it
 * short): an adults-only place ("adult community", "a grown-up building"), a family-oriented
 * place, and HUD's historic code words ("exclusive community", "restricted covenant").
 */
import { isWord, set, termOf, type Pattern } from './patterns';

const PLACE_FOR_ADULTS = set('community', 'building', 'complex', 'living', 'neighborhood', 'park');
/** Adults said in any register: "an adult building", "a grownup community". */
const ADULTS = set('adult', 'grownup');
/** "Adult community", "adult living"; "a grown-up building" (never "kids have grown up here"). */
export const adultPlace: Pattern = (units, at) => {
  const unit = units[at];
  if (
    isWord(unit, set('grown')) &&
    isWord(units[at + 1], set('up')) &&
    !isWord(units[at - 1], set('have', 'ha', 'has', 'had', 've', 'be', 'is', 'are', 'were')) &&
    isWord(units[at + 2], PLACE_FOR_ADULTS) &&
    !units[at + 2]!.breakBefore
  ) {
    return { from: at, to: at + 3, termAt: at, kind: 'adult-place', limitation: true };
  }
  if (!ADULTS.has(termOf(unit)?.words.join(' ') ?? '')) return null;
  const noun = unit!.term!.noun;
  if (noun && PLACE_FOR_ADULTS.has(noun)) {
    return { from: at, to: at + 1, termAt: at, kind: 'adult-place', limitation: true };
  }
  if (isWord(units[at + 1], PLACE_FOR_ADULTS) && !units[at + 1]!.breakBefore) {
    return { from: at, to: at + 2, termAt: at, kind: 'adult-place', limitation: true };
  }
  return null;
};

/** "Family-oriented neighborhood". */
export const familyOriented: Pattern = (units, at) => {
  if (termOf(units[at])?.tag !== 'family') return null;
  if (!isWord(units[at + 1], set('oriented', 'centered', 'focused'))) return null;
  return { from: at, to: at + 2, termAt: at, kind: 'family-preference', limitation: false };
};

const CODE_ADJECTIVES = set('exclusive', 'restricted', 'integrated', 'segregated', 'homogeneous');
const CODE_NOUNS = set('neighborhood', 'community', 'enclave', 'area', 'subdivision');
/** Words HUD lists as historic code for who was welcome: "exclusive community". */
export const codeWords: Pattern = (units, at) => {
  // "age-restricted community" names housing for older persons, not who is welcome
  if (!isWord(units[at], CODE_ADJECTIVES) || isWord(units[at - 1], set('age'))) return null;
  const next = units[at + 1];
  const nouns =
    units[at]!.lemma === 'restricted' ? set(...CODE_NOUNS, 'covenant', 'deed') : CODE_NOUNS;
  if (!isWord(next, nouns) || next.breakBefore || next.commaBefore) return null;
  return { from: at, to: at + 2, kind: 'code-word', limitation: false };
};
