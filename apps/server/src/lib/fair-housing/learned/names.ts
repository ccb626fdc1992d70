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
