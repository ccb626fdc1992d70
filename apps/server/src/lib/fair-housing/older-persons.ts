import { tokenize, type Token } from './tokenize';

export interface ExemptionOptions {
  /**
   * The housing is for older persons (42 U.S.C. § 3607(b): 62+, or 55+ with the 80 % rule), so
   * familial-status limits do not apply. Read from the text ("55+ community") when not given.
   */
  olderPersonsHousing?: boolean;
}

const AGES = new Set(['55', '62']);
const AGE_AFTER = new Set(['plus', 'older', 'over', 'up', 'above']);
const SENIOR_PLACES = new Set([
  'community',
  'housing',
  'living',
  'complex',
  'apartment',
  'residence',
  'development',
  'village',
  'building',
  'condo',
]);

/**
 * Whether the text says the housing is for older persons: "55+", "62 and over", "age-restricted",
 * "senior community", "active adult community", "housing for older persons", "HOPA". A buyer's
 * request that mentions seniors or retirement counts too: they ask for such housing.
 */
export function adultGroupsAllowed(tokens: Token[], mode: 'advertisement' | 'request'): boolean {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const word = token.lemma;
    // "not a 55+ community", "(not age-restricted)": a marker denied is no exemption
    if (deniedAt(tokens, index)) continue;
    if (token.kind === 'number' && AGES.has(token.text) && next) {
      if (next.text === '+' || AGE_AFTER.has(next.lemma)) return true;
      if ((next.text === 'and' || next.text === 'or') && after && AGE_AFTER.has(after.lemma)) {
        return true;
      }
    }
    if (word === 'hopa') return true;
    if (word === 'age' && next && ['restricted', 'qualified', 'restriction'].includes(next.lemma)) {
      return true;
    }
    if (word === 'senior' && next && SENIOR_PLACES.has(next.lemma)) return true;
    if (word === 'retirement' && next && SENIOR_PLACES.has(next.lemma)) return true;
    if (word === 'active' && next?.lemma === 'adult' && after && SENIOR_PLACES.has(after.lemma)) {
      return true;
    }
    if (word === 'older' && next?.lemma === 'person' && tokens[index - 1]?.lemma === 'for') {
      return true;
    }
    if (mode === 'request' && (word === 'senior' || word === 'retirement' || word === 'retiree')) {
      return true;
    }
  }
  return false;
}

const DENIALS = new Set(['not', 'no', 'non', 'never']);
const ARTICLES = new Set(['a', 'an', 'the']);

/** A negation just before the marker, over at most an article: "not a 55+", "non age-restricted". */
function deniedAt(tokens: Token[], index: number) {
  const before = tokens[index - 1];
  if (before && DENIALS.has(before.lemma)) return true;
  return ARTICLES.has(before?.lemma ?? '') && DENIALS.has(tokens[index - 2]?.lemma ?? '');
}

/** Whether a listing's text presents the housing as housing for older persons. */
export const isOlderPersonsHousing = (text: string) =>
  adultGroupsAllowed(tokenize(text), 'advertisement');
