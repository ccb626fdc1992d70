import type { Token } from '../types';

/** Verbs that put money before a seller when said as a command: "offer them 400k", "bid 350". */
const OFFERING_VERBS = new Set(['offer', 'bid', 'counter', 'counteroffer', 'lowball']);
/** What opens a command without being its verb: "please", "ok so", "go ahead and". */
const COMMAND_OPENERS = new Set(['please', 'ok', 'okay', 'so', 'just', 'then', 'and', 'now']);
/** Asking someone else to do it: "can you offer", "i want you to bid", "could you please". */
const ASKED_OF_YOU = new Set(['you', 'to', 'please']);
/** Who or what the money goes to or is put on. */
const OFFER_TARGETS = new Set([
  'them',
  'him',
  'her',
  'seller',
  'sellers',
  'owner',
  'owners',
  'landlord',
  'it',
  'this',
  'that',
]);

const isMoney = (token: Token | undefined) =>
  token !== undefined && (token.kind === 'number' || token.text === '$');

/**
 * "offer them 400k for this one", "go ahead and bid 350 on it", "can you offer the seller
 * asking": a verb of offering said as a command (first in the request, or asked of "you") with
 * a party, a home or a sum after it is an offer to make for the user, which the assistant cannot
 * do. The same words as a description stay a search ("condos that offer parking": "that" is no
 * command; "any offers on it" is a noun).
 */
export function commandsAnOffer(tokens: Token[]): boolean {
  const at = commandStart(tokens);
  for (let index = at; index < tokens.length; index += 1) {
    if (!OFFERING_VERBS.has(tokens[index]!.text)) continue;
    if (!isCommanded(tokens, index, at)) continue;
    for (let after = index + 1; after < Math.min(tokens.length, index + 4); after += 1) {
      const token = tokens[after]!;
      if (isMoney(token) || OFFER_TARGETS.has(token.text)) return true;
    }
  }
  return false;
}

/** Where a command's verb may stand once "please", "ok so", "go ahead and" are passed. */
export function commandStart(tokens: Token[]): number {
  let at = 0;
  while (at < tokens.length && COMMAND_OPENERS.has(tokens[at]!.text)) at += 1;
  // "go ahead and offer"
  if (tokens[at]?.text === 'go' && tokens[at + 1]?.text === 'ahead') at += 2;
  if (tokens[at]?.text === 'and') at += 1;
  return at;
}

/**
 * Whether the verb at `index` is said as a command: first in the request (`start` from
 * `commandStart`), or asked of "you" ("i want you to bid", "can you offer"; "homes to offer" has
 * no "you" before it).
 */
export const isCommanded = (tokens: Token[], index: number, start: number) =>
  index === start ||
  (ASKED_OF_YOU.has(tokens[index - 1]?.text ?? '') &&
    tokens.slice(Math.max(0, index - 3), index).some((token) => token.text === 'you'));
