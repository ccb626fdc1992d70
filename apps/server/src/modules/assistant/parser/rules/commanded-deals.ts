import type { Token } from '../types';
import { commandStart, isCommanded } from './commanded-offers';

/** Verbs of bargaining: said as a command, the assistant is asked to bargain for the user. */
const BARGAINING = new Set(['negotiate', 'haggle', 'bargain', 'renegotiate']);
/** Verbs of holding a home for someone: "reserve this unit", "hold it for us". */
const HOLDING = new Set(['reserve', 'hold', 'secure', 'book']);
/** Verbs of taking a home: a command only when done "for me" ("buy it for me"). */
const TAKING = new Set(['buy', 'purchase', 'rent', 'lease']);
/** The home on screen as an object: "this apartment", "it", "that one", "the place". */
const POINTERS = new Set(['this', 'that', 'it', 'the']);
/** Whom a task is done for: "for me", "for us". */
const BENEFICIARIES = new Set(['me', 'us']);

const forSomeone = (tokens: Token[], from: number) =>
  tokens.some(
    (token, index) =>
      index >= from && token.text === 'for' && BENEFICIARIES.has(tokens[index + 1]?.text ?? ''),
  );

/**
 * "negotiate the price down for me", "reserve this apartment", "could you hold it for us", "buy
 * it for me": a verb of bargaining for, holding or taking a home, said as a command (first in
 * the request or asked of "you"), is a deal the assistant cannot make. Bargaining needs nothing
 * more; holding needs the home pointed at right after the verb ("book a 3 bedroom in Austin"
 * is no such command); taking needs the home pointed at and the task done "for me" ("rent it for
 * us"; "i want to rent this one" is the user's own plan). Questions ("how do I negotiate") and
 * the user's own verbs ("can I reserve") are not commands.
 */
export function commandsADeal(tokens: Token[]): boolean {
  const start = commandStart(tokens);
  for (let index = start; index < tokens.length; index += 1) {
    const verb = tokens[index]!.text;
    const kind = BARGAINING.has(verb)
      ? 'bargain'
      : HOLDING.has(verb)
        ? 'hold'
        : TAKING.has(verb)
          ? 'take'
          : null;
    if (kind === null || !isCommanded(tokens, index, start)) continue;
    if (kind === 'bargain') return true;
    if (!POINTERS.has(tokens[index + 1]?.text ?? '')) continue;
    if (kind === 'hold' || forSomeone(tokens, index + 2)) return true;
  }
  return false;
}
