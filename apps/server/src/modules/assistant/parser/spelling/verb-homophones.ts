import type { Correction, Token } from '../types';

/** Words after which a verb stands: "to", "wanna", "gonna", a modal, a person. */
const VERB_SLOT_BEFORE = new Set(
  'to wanna gonna gotta can could should will would might must i we they lets let'.split(' '),
);
/** Words that open the thing bought: "by a house", "by the condo", "by our first home". */
const OBJECT_OPENERS = new Set(['a', 'an', 'the', 'my', 'our', 'this', 'that', 'one', 'some']);
/** Written for "buy" by a recogniser or a hurried typist: they sound the same. */
const BUY_HOMOPHONES = new Set(['by', 'bye']);

/**
 * "i wanna by a house", "looking to bye a condo": a homophone of "buy" where the grammar wants
 * a verb (after "to", "wanna", a modal or a person) and before its object is the verb, and is
 * listed among the corrections. "houses by the lake" keeps its preposition (no verb slot).
 */
export function readVerbHomophones(tokens: Token[], corrections: Correction[]): Token[] {
  return tokens.map((token, index) => {
    if (!BUY_HOMOPHONES.has(token.text) || token.kind !== 'word') return token;
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    if (!before || !after || token.breakBefore || after.breakBefore) return token;
    if (!VERB_SLOT_BEFORE.has(before.text) || !OBJECT_OPENERS.has(after.text)) return token;
    corrections.push({ from: token.text, to: 'buy' });
    return { ...token, text: 'buy', corrected: true };
  });
}
