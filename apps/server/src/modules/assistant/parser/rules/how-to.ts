import type { Token } from '../types';
import { FEATURE_TABLE } from '../vocabulary/features';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { PROPERTY_SUBJECTS } from './off-topic';

/** "how do I", "how can we", "how should one": the asker's own task follows. */
const AUXILIARIES = new Set(['do', 'can', 'could', 'should', 'would', 'might', 'does']);
const ASKERS = new Set(['i', 'we', 'you', 'one', 'someone', 'people']);
/**
 * Tasks of finding, paying for and moving into a home, and of using the assistant: "how do I
 * find a flat", "how can we afford it", "how do I save a search". A how-to question with any
 * other verb asks about another task.
 */
const HOME_TASKS = new Set(
  `find search look get buy rent lease see use save filter sort afford sell list tour view visit
  book schedule apply qualify contact reach compare know tell ask start narrow change remove add
  set make choose pick negotiate move pay estimate value price finance refinance borrow sign close
  invest flip work help talk speak go navigate share live stay relocate offer bid hire spot avoid
  figure check decide determine calculate tell read understand`.split(/\s+/),
);
const DETERMINERS = new Set(
  'a an the my our this that these those some his her their your its'.split(' '),
);
/** Words that end a noun phrase: prepositions and linking words. */
const PHRASE_ENDS = new Set(
  `in on at for with near from to of by without under over and or so if when that which who
  around into onto off up out`.split(/\s+/),
);

/**
 * "how do I fix a flat bike tire", "how can I unclog a drain": a question of how to do a task
 * that is neither finding nor paying for a home, done to a thing that is no home or listing
 * word, is about another subject. The thing is the head of the verb's object, its last word
 * before a preposition or a break ("a flat bike tire" is a tire, "a flat in Leeds" a flat), and
 * a word of buying or renting anywhere ("mortgage", "landlord") keeps the question a property one.
 */
export function asksHowToDoOtherTask(
  tokens: Token[],
  isEnglish: (text: string) => boolean,
): boolean {
  if (tokens.some((token) => PROPERTY_SUBJECTS.has(token.text))) return false;
  for (let at = 0; at + 3 < tokens.length; at += 1) {
    if (tokens[at]!.text !== 'how') continue;
    let verb = at + 1;
    if (tokens[verb]!.text === 'to') verb += 1;
    else if (AUXILIARIES.has(tokens[verb]!.text) && ASKERS.has(tokens[verb + 1]!.text)) verb += 2;
    else continue;
    const text = tokens[verb]?.text ?? '';
    if (!text || HOME_TASKS.has(text) || !isEnglish(text)) return false;
    let word = verb + 1;
    while (word < tokens.length && DETERMINERS.has(tokens[word]!.text)) word += 1;
    let head = -1;
    while (
      word < tokens.length &&
      tokens[word]!.kind === 'word' &&
      !tokens[word]!.breakBefore &&
      !PHRASE_ENDS.has(tokens[word]!.text)
    ) {
      head = word;
      word += 1;
    }
    if (head < 0) return false;
    const listingWord =
      PROPERTY_TYPE_TABLE.matchAt(tokens, head) !== null ||
      FEATURE_TABLE.matchAt(tokens, head) !== null;
    return !listingWord && isEnglish(tokens[head]!.text);
  }
  return false;
}
