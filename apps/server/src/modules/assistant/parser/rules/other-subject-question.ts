import type { Token } from '../types';
import { FUNCTION_WORDS, PROPERTY_SUBJECTS } from './off-topic';

/** How a question opens: "who wrote …", "what's the …", "how tall …". */
const QUESTION_OPENERS = new Set(
  `who whose what what's whats how how's hows when where where's why which`.split(/\s+/),
);

export interface WordKnowledge {
  isEnglish: (text: string) => boolean;
  couldBeListingWord: (text: string) => boolean;
}

/**
 * "who wrote hamlet", "what's the score of the lakers game", "how tall is mount everest": a
 * question (opened by a question word) of at least two words of content, none a subject of
 * housing, at most one of them a name no list knows, and at least one an ordinary English word
 * far from every listing word and place ("wrote", "score", "tall"), is about another subject.
 * Asked only of a request whose own words, before any spelling or sound-alike correction, read
 * as nothing: a search the corrector alone made up ("lakers game" heard as "lake gym", "everest"
 * as Everett) is no search, while "homes in everett" or "houses near the lakers arena in los
 * angeles" say what they ask for in their own words.
 */
export function asksOtherSubjectQuestion(tokens: Token[], words: WordKnowledge): boolean {
  if (!QUESTION_OPENERS.has(tokens[0]?.text ?? '')) return false;
  if (tokens.some((token) => token.kind !== 'word' && token.kind !== 'symbol')) return false;
  const content = tokens.filter(
    (token, index) =>
      index > 0 &&
      token.kind === 'word' &&
      !FUNCTION_WORDS.has(token.text) &&
      !QUESTION_OPENERS.has(token.text),
  );
  if (content.length < 2) return false;
  if (content.some((token) => PROPERTY_SUBJECTS.has(token.text))) return false;
  if (content.filter((token) => !words.isEnglish(token.text)).length > 1) return false;
  return content.some(
    (token) => words.isEnglish(token.text) && !words.couldBeListingWord(token.text),
  );
}
