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

const ASKING = new Set(['what', 'which', "what's", 'whats']);
const AUXILIARIES = new Set(['do', 'can', 'could', 'will', 'would']);
/** What an assistant offers its user: "what features do you support", "which cities can you cover". */
const OFFERING = new Set(
  `support supports offer provide handle cover do understand know answer recognise recognize
  manage help`.split(/\s+/),
);
/** Words naming a home or what is in one: "what homes do you have" is a search, not help. */
const HOME_NOUNS = new Set(
  `home homes house houses condo condos apartment apartments listing listings property properties
  unit units place places rental rentals`.split(/\s+/),
);

/**
 * "what features do you support", "which kinds of things can you handle", "what do you offer":
 * a question about what "you", the assistant, offers or does asks for help, whatever the object
 * ("features" here are the assistant's, not a home's). The clause must end after the verb (or a
 * closing word: "for me"), so "what do you know about the schools in Plano" asks more, and no
 * word of it may name a home ("what homes can you find" is a search).
 */
export function asksWhatItOffers(tokens: Token[]): boolean {
  return tokens.some((token, start) => {
    if (!ASKING.has(token.text) || (start > 0 && !token.breakBefore && start > 2)) return false;
    const end = tokens.findIndex((next, at) => at > start && next.breakBefore);
    const clause = tokens.slice(start, end < 0 ? tokens.length : end);
    if (clause.some((word) => HOME_NOUNS.has(word.text))) return false;
    const you = clause.findIndex(
      (word, at) => word.text === 'you' && at <= 5 && AUXILIARIES.has(clause[at - 1]?.text ?? ''),
    );
    if (you < 0 || !OFFERING.has(clause[you + 1]?.text ?? '')) return false;
    return clause.slice(you + 2).every((word) => CLOSING.has(word.text));
  });
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
