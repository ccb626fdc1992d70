import type { Token } from '../types';

/** Words that open an embedded question: "… what you do", "… how you work". */
const EMBEDDED_OPENERS = new Set(['what', 'how']);
/** Words that may stand between the opener and "you": "what exactly you do", "what it is you do". */
const BETWEEN = new Set(['exactly', 'it', 'is', 'all', 'else']);
const MODALS = new Set(['can', 'could', 'will', 'would']);
/** Verbs of what an assistant does: "what you do", "how you work", "what you can handle". */
const DOING = new Set(['do', 'work', 'works', 'handle', 'offer', 'cover', 'help']);
/** Words that may close the question after the verb: "what you do here", "… for me". */
const CLOSING = new Set(['here', 'for', 'me', 'us', 'with', 'exactly', 'again', 'please']);
/** A speaker at a loss, said on its own: "i'm lost", "I am confused". */
const AT_A_LOSS = new Set(['lost', 'confused']);

/**
 * "can you explain what you do", "tell me how you work", "I'm not sure what you can help with": a
 * question embedded after another verb and asking what "you", the assistant, does is a request
 * for help. The verb must close the clause ("what you do for a living in Austin" asks more), and
 * the question form must be embedded: "what do you do" is in the help phrases already. A speaker
 * who says they are lost or confused ("i'm lost") asks for help too.
 */
export function asksWhatItDoes(tokens: Token[]): boolean {
  for (let at = 0; at < tokens.length; at += 1) {
    const text = tokens[at]!.text;
    if (AT_A_LOSS.has(text) && speakerBefore(tokens, at)) return true;
    if (text !== 'you') continue;
    let back = at - 1;
    while (back >= 0 && at - back <= 3 && BETWEEN.has(tokens[back]!.text)) back -= 1;
    if (!EMBEDDED_OPENERS.has(tokens[back]?.text ?? '')) continue;
    let verb = at + 1;
    if (MODALS.has(tokens[verb]?.text ?? '')) verb += 1;
    if (!DOING.has(tokens[verb]?.text ?? '')) continue;
    const rest = tokens.slice(verb + 1);
    const closes = rest.findIndex((token) => token.breakBefore);
    const tail = closes < 0 ? rest : rest.slice(0, closes);
    if (tail.every((token) => CLOSING.has(token.text))) return true;
  }
  return false;
}

/** "i'm lost", "I am so confused", "we're lost": the speaker says it of themselves. */
function speakerBefore(tokens: Token[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - 3), at).map((token) => token.text);
  return (
    before.includes("i'm") ||
    before.includes("we're") ||
    (before.includes('am') && before.includes('i')) ||
    (before.includes('are') && before.includes('we'))
  );
}

/** Words naming the assistant or a part of it: "this search thing", "the app", "your filters". */
const TOOL_WORDS = new Set(
  `search searching thing app application assistant tool site website page feature features
  filter filters chat chatbot bot voice map alerts alert whole`.split(/\s+/),
);
const NAMING = new Set(['this', 'the', 'your']);
const WORKING = new Set(['work', 'works', 'function', 'operate']);

/**
 * "how does this search thing work", "how do the filters work", "how does your app work": how a
 * thing named only by words for the tool works is a request for help. Every word between the
 * pointer and the verb must name the tool, so "how does the HOA work" or "how does escrow work"
 * stay questions about buying.
 */
export function asksHowToolWorks(tokens: Token[]): boolean {
  for (let at = 0; at + 3 < tokens.length; at += 1) {
    if (tokens[at]!.text !== 'how') continue;
    const does = tokens[at + 1]!.text;
    if (does !== 'does' && does !== 'do') continue;
    if (!NAMING.has(tokens[at + 2]!.text)) continue;
    let verb = at + 3;
    while (verb < tokens.length && verb <= at + 6 && TOOL_WORDS.has(tokens[verb]!.text)) verb += 1;
    if (verb > at + 3 && WORKING.has(tokens[verb]?.text ?? '')) return true;
  }
  return false;
}
