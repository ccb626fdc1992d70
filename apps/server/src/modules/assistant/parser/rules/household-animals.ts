import { isNumberWord } from '../numbers';
import type { Token } from '../types';

/** A bare word for an animal: said alone it may name a wish or the requester's own animal. */
const ANIMALS = new Set(['dog', 'dogs', 'cat', 'cats', 'pet', 'pets', 'puppy', 'kitten']);
/** Words that may stand inside a noun phrase before its noun: "a small dog", "two old cats". */
const QUALIFIERS = new Set(
  'a an one some small little big large old young senior sweet new'.split(' '),
);
const POSSESSIVES = new Set(['my', 'our']);
const HAVING = new Set(['have', 'has', 'had', 'got', 'own', 'owns', 'having']);
const JOINERS = new Set(['and', 'plus', '&']);
/** Who else a household holds: "my kids and a dog", "me and a cat". */
const HOUSEHOLD = new Set(
  `kids kid children child baby babies son sons daughter daughters wife husband partner family
  parents mom dad roommate me us i we`.split(/\s+/),
);

const qualifies = (token: Token, said: string) =>
  QUALIFIERS.has(token.text) ||
  token.kind === 'number' ||
  isNumberWord(token.text) ||
  isNumberWord(said);

/**
 * "room for my three kids and a dog", "I have two cats", "me and my dog": an animal the
 * requester has describes the household, as "my kids" does, and asks for no filter; the
 * pet-friendly filter is asked by words about the home ("pet friendly", "allows dogs", "a place
 * that takes pets"). The animal is owned when "my"/"our" or a verb of having stands before its
 * noun phrase, or before the household it is listed with.
 */
export function isOwnedAnimal(
  transcript: string,
  tokens: Token[],
  start: number,
  end: number,
): boolean {
  if (end - start !== 1 || !ANIMALS.has(tokens[start]!.text)) return false;
  let joined = false;
  for (let index = start - 1; index >= 0 && index >= start - 8; index -= 1) {
    const token = tokens[index]!;
    if (POSSESSIVES.has(token.text) || HAVING.has(token.text)) return true;
    // the words as said: a reading of the channel ("three" heard as "there") does not count here
    if (qualifies(token, transcript.slice(token.start, token.end).toLowerCase())) continue;
    if (JOINERS.has(token.text) && !joined) {
      joined = true;
      continue;
    }
    if (joined && HOUSEHOLD.has(token.text)) {
      if (['me', 'us', 'i', 'we'].includes(token.text)) return true;
      continue;
    }
    return false;
  }
  return false;
}
