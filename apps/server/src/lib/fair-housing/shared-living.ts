import type { Token } from './tokenize';

/** Who shares a home with the advertiser. */
const HOUSEMATES = new Set(['roommate', 'housemate', 'flatmate', 'roomie']);
/** Sharing the living space itself ("share the kitchen and bath", "a shared apartment"). */
const SHARING = new Set(['share', 'shared', 'sharing']);

/**
 * Whether an advertisement seeks someone to share the advertiser's own living space: a roommate
 * or housemate, and the space said to be shared. HUD lets such an advertisement state a sex
 * preference (sharing a kitchen and bathroom with a stranger of the other sex is the reason the
 * courts read the Act as not reaching roommate choice), so sex findings are dropped there; every
 * other class still counts ("a roommate who is also Catholic"), and "female roommate only"
 * without sharing said stays flagged. Linear: one pass over the tokens.
 */
export function sharedLiving(tokens: Token[]): boolean {
  let housemate = false;
  let sharing = false;
  for (const token of tokens) {
    if (HOUSEMATES.has(token.lemma)) housemate = true;
    if (SHARING.has(token.lemma)) sharing = true;
  }
  return housemate && sharing;
}
