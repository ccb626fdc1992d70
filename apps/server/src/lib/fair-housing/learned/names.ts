import type { Token } from '../tokenize';
import { STREET_NAMES } from '../units';

/**
 * A class word that is part of a name says nothing of who may live there: a street ("210
 * Christian Street", "Irish Lane") or an institution, directly or after "of" and its own name
 * ("Jewish Hospital", "Our Lady of Lourdes Hospital", "Sisters of Mercy School"). Only one or two
 * name words may stand between "of" and the institution, and no article, so "women of the church
 * preferred" keeps its women. Looks at most four tokens ahead.
 */
const INSTITUTIONS = new Set([
  ...['hospital', 'church', 'school', 'parish', 'cathedral', 'chapel', 'academy', 'college'],
  ...['university', 'clinic', 'center', 'centre', 'shrine', 'basilica', 'convent', 'seminary'],
  ...['monastery', 'temple', 'synagogue', 'mosque', 'institute', 'museum'],
]);
const NOT_NAME_WORDS = new Set(['the', 'a', 'an', 'our', 'your', 'any', 'all', 'their', 'no']);

export function isNamePart(tokens: Token[], at: number, to: number): boolean {
  const next = tokens[at + 1];
  if (!next || next.breakBefore || at + 1 >= to) return false;
  return STREET_NAMES.has(next.lemma) || isInstitutionName(tokens, at, to);
}

/**
 * An institution's name: its words are read as a name, not as their words, since "Lady" in
 * "Our Lady of Lourdes Hospital" is no woman. A street's name keeps its words ("a historically
 * white street" may be either).
 */
export function isInstitutionName(tokens: Token[], at: number, to: number): boolean {
  const next = tokens[at + 1];
  if (!next || next.breakBefore || at + 1 >= to) return false;
  if (INSTITUTIONS.has(next.lemma)) return true;
  if (next.lemma !== 'of') return false;
  for (let name = at + 2; name < Math.min(to, at + 5); name += 1) {
    const token = tokens[name]!;
    if (token.breakBefore || token.commaBefore) return false;
    if (INSTITUTIONS.has(token.lemma)) return name > at + 2;
    if (NOT_NAME_WORDS.has(token.lemma) || token.kind !== 'word') return false;
  }
  return false;
}

/**
 * A class word inside the name of a house style or a feature of a house says nothing of who may
 * live there: "a painted lady" is a Victorian house, "a widow's walk" a rooftop platform, "a
 * mother-in-law suite" a self-contained unit, "a bachelor flat" a studio. Each is the class word
 * with the one word that makes it a name (before or after), so "a lady preferred", "widows
 * welcome" and "ideal for a bachelor" keep their words.
 */
const STYLE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['painted', 'lady'],
  ['widow', 'walk'],
  ['law', 'suite'],
  ['law', 'unit'],
  ['law', 'apartment'],
  ['law', 'cottage'],
  ['bachelor', 'flat'],
  ['bachelor', 'pad'],
];

export function isStyleName(tokens: Token[], at: number, from: number, to: number): boolean {
  const token = tokens[at]!;
  const before = at > from && !token.breakBefore ? tokens[at - 1]!.lemma : '';
  const after = at + 1 < to && !tokens[at + 1]!.breakBefore ? tokens[at + 1]!.lemma : '';
  // "mother-in-law suite": the class word is three words before the feature
  const afterLaw =
    at + 3 < to && tokens[at + 1]!.lemma === 'in' && tokens[at + 2]!.lemma === 'law'
      ? tokens[at + 3]!.lemma
      : '';
  return STYLE_NAMES.some(
    ([first, second]) =>
      (first === before && second === token.lemma) ||
      (first === token.lemma && second === after) ||
      (first === 'law' && second === afterLaw),
  );
}
