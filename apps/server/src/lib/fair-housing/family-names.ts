import type { Token } from './tokenize';

/** Colour words that are also common family names: White, Black, Brown, Green, Gray. */
const COLOUR_SURNAMES = new Set(['white', 'black', 'brown', 'green', 'gray', 'grey']);
const FAMILY_WORDS = new Set(['family', 'household']);

/** "Brown": a capital, then lower case only, as a name is written in running text. */
function writtenAsName(word: string): boolean {
  if (word.length < 2) return false;
  const first = word[0]!;
  const rest = word.slice(1);
  return first >= 'A' && first <= 'Z' && rest === rest.toLowerCase() && rest !== rest.toUpperCase();
}

/**
 * "the Brown family has loved this home", "sold by the White family": a colour word written as a
 * name between "the" and "family" names one family, not a colour of people, so it is read as a
 * plain name ("surname") by the rules and the model alike. Written in lower case ("the white
 * family") or after "a" ("a white family") it stays a colour of people; in a text all in
 * capitals the case says nothing, so the word is kept as written there too. Bounded look at each
 * word's neighbours: linear in the text.
 */
export function readFamilyNames(tokens: Token[], input: string): Token[] {
  for (let at = 1; at + 1 < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (!COLOUR_SURNAMES.has(token.lemma)) continue;
    if (tokens[at - 1]!.text !== 'the' || !FAMILY_WORDS.has(tokens[at + 1]!.lemma)) continue;
    if (!writtenAsName(input.slice(token.start, token.end))) continue;
    tokens[at] = { ...token, text: 'surname', lemma: 'surname', written: token.text };
  }
  return tokens;
}
