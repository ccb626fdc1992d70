import type { Token } from './types';

/**
 * One pass of a sticky regular expression: dotted abbreviations ("D.C.", "sq.ft."), "A/C", "w/",
 * numbers with thousands commas or decimals, words with an apostrophe, and the symbols that carry
 * meaning ($ + / % & -). Commas and sentence stops only mark a break before the next token.
 */
const TOKEN_PATTERN =
  /([a-z](?:\.[a-z])+\.?)|(a\/c)\b|(w\/)|(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)|([a-z]+(?:'[a-z]+)?)|([$+/%&-])|([,.;:!?]+)|(\s+)|([^\s])/giy;

/**
 * Contractions typed or transcribed without their apostrophe ("dont want a pool", "lets see
 * condos", "arent over 2 million"): read as the contraction, so a negation still negates and no
 * speller mistakes "lets" for "lots" or "arent" for "agent". Words that are also words of their
 * own ("hows" may be "house", "id" is Idaho, "were", "well") are left as they are.
 */
const APOSTROPHE_DROPPED = new Map(
  `don't doesn't didn't isn't aren't wasn't weren't can't won't wouldn't shouldn't couldn't
  haven't hasn't let's that's there's i'm i've you're they're`
    .split(/\s+/)
    .map((contraction) => [contraction.replace("'", ''), contraction]),
);

/**
 * Two-word phrases often typed as one ("nevermind the pool"): read as the two words, so the
 * phrase means what it means spelt apart ("never mind" takes a wish back).
 */
const CLOSED_UP = new Map([['nevermind', ['never', 'mind']]]);

export function tokenize(transcript: string): Token[] {
  const source = transcript.replace(/[’‘]/g, "'").replace(/[–—]/g, '-');
  const tokens: Token[] = [];
  let pendingBreak = false;
  let sentenceStart = true;
  TOKEN_PATTERN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN_PATTERN.exec(source)) !== null) {
    const [raw, dotted, airCon, withSlash, digits, word, symbol, punctuation] = match;
    const start = match.index;
    const end = start + raw.length;
    if (punctuation) {
      pendingBreak = true;
      if (/[.!?]/.test(punctuation)) sentenceStart = true;
      continue;
    }
    let text: string;
    let kind: Token['kind'] = 'word';
    if (dotted) text = dotted.replaceAll('.', '').toLowerCase();
    else if (airCon) text = 'ac';
    else if (withSlash) text = 'with';
    else if (digits) {
      text = digits.replaceAll(',', '');
      kind = 'number';
    } else if (word) {
      const lower = word.toLowerCase();
      text = APOSTROPHE_DROPPED.get(lower) ?? lower;
    } else if (symbol) {
      text = symbol;
      kind = 'symbol';
    } else continue;
    const letters = raw.replace(/[^a-z]/gi, '');
    for (const [index, part] of (CLOSED_UP.get(text) ?? [text]).entries()) {
      tokens.push({
        text: part,
        start,
        end,
        kind,
        capitalized: index === 0 && !sentenceStart && /^[A-Z]/.test(raw),
        upper: letters.length >= 2 && letters === letters.toUpperCase(),
        breakBefore: index === 0 && pendingBreak,
      });
    }
    pendingBreak = false;
    sentenceStart = false;
  }
  return tokens;
}

/** Sounds that hold the floor while a speaker thinks; they carry no word of the request. */
const HESITATIONS = new Set(['um', 'uh', 'uhh', 'umm', 'er', 'erm', 'hmm', 'ah']);

/**
 * Speech without its hesitations: "um", "uh", and a "like" or "say" that only hedges a number
 * ("under like six fifty", "for say 2k"). A break before a dropped word passes to the next.
 */
export function withoutHesitations(tokens: Token[], isNumberWord: (text: string) => boolean) {
  const out: Token[] = [];
  let pendingBreak = false;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const hedge =
      (token.text === 'like' || token.text === 'say') &&
      next !== undefined &&
      !next.breakBefore &&
      (next.kind === 'number' || next.text === '$' || isNumberWord(next.text));
    if (HESITATIONS.has(token.text) || hedge) {
      pendingBreak ||= token.breakBefore;
      return;
    }
    out.push(pendingBreak ? { ...token, breakBefore: true } : token);
    pendingBreak = false;
  });
  return out;
}

/** The normal form of a phrase from a table, tokenized exactly as transcripts are. */
export function phraseWords(phrase: string): string[] {
  return tokenize(phrase).map((token) => token.text);
}
