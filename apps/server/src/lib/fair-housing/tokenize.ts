/**
 * One left-to-right pass over the text (no regular expression runs over more than one word), so
 * the cost is linear in the input whatever it holds. Words are normalised so that paraphrases meet
 * the same vocabulary: lower case, accents dropped, leetspeak ("k1dz") and common misspellings
 * mapped back, contractions split ("don't" → "do not"), and each word gets a singular lemma.
 */

export interface Token {
  /** Normalised word ("kids", "not", "8", "+"). */
  text: string;
  /** Singular form used by the vocabulary ("kid", "woman", "family"). */
  lemma: string;
  /** Offsets into the original text. */
  start: number;
  end: number;
  kind: 'word' | 'number' | 'symbol';
  /** A sentence stop, bracket, colon or line break stands before this token. */
  breakBefore: boolean;
  /** A comma stands before this token (lists: "no pets, smokers or kids"). */
  commaBefore: boolean;
  /** "children's", "kids'": a possessive names a room or a thing, not a people group. */
  possessive: boolean;
  plural: boolean;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Misspellings and slang seen in listings and requests, mapped to the dictionary word. */
const SPELLING: Record<string, string> = {
  kidz: 'kids',
  kiddos: 'kids',
  kiddo: 'kid',
  kiddies: 'kids',
  kiddie: 'kid',
  childs: 'children',
  childern: 'children',
  chidren: 'children',
  childen: 'children',
  chilren: 'children',
  childrens: 'children',
  childrn: 'children',
  famly: 'family',
  famliy: 'family',
  familys: 'families',
  famlies: 'families',
  familes: 'families',
  christain: 'christian',
  christains: 'christians',
  chrisitan: 'christian',
  christan: 'christian',
  xtian: 'christian',
  xtians: 'christians',
  moslem: 'muslim',
  moslems: 'muslims',
  muslem: 'muslim',
  muslems: 'muslims',
  handicaped: 'handicapped',
  handicap: 'handicapped',
  disabeled: 'disabled',
  dissabled: 'disabled',
  wheelchiar: 'wheelchair',
  wheelchar: 'wheelchair',
  pregant: 'pregnant',
  pregnent: 'pregnant',
  preggo: 'pregnant',
  neighbourhood: 'neighborhood',
  neighbourhoods: 'neighborhoods',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  hood: 'neighborhood',
  colour: 'color',
  coloured: 'colored',
  tenents: 'tenants',
  tenent: 'tenant',
  prefered: 'preferred',
  perferred: 'preferred',
  prefferred: 'preferred',
  preffered: 'preferred',
  pref: 'preferred',
  profesionals: 'professionals',
  proffesionals: 'professionals',
  proffessionals: 'professionals',
  pros: 'professionals',
  seniours: 'seniors',
  senoirs: 'seniors',
  speakin: 'speaking',
  englsh: 'english',
  eng: 'english',
  hispanc: 'hispanic',
  mexcans: 'mexicans',
  immigrents: 'immigrants',
  foriegners: 'foreigners',
  foreiners: 'foreigners',
  ok: 'okay',
  pls: 'please',
  plz: 'please',
  thru: 'through',
  gals: 'women',
  dudes: 'men',
  dude: 'man',
  max: 'maximum',
  sec: 'section',
  nope: 'no',
};

/** Words that end in "s" but are not plurals (or whose plural does not matter here). */
const NOT_PLURAL = new Set([
  'this',
  'has',
  'was',
  'is',
  'his',
  'hers',
  'its',
  'as',
  'us',
  'yes',
  'bus',
  'plus',
  'gas',
  'less',
  'always',
  'christmas',
  'texas',
  'kansas',
  'arkansas',
  'illinois',
  'paris',
  'news',
  'series',
  'species',
  'swiss',
  'does',
  'chinese',
  'japanese',
  'vietnamese',
  'portuguese',
  'lbs',
  'sims',
  'ms',
  'mrs',
  'jesus',
  'campus',
  'status',
  'gorgeous',
  'spacious',
  'various',
  'previous',
  'religious',
  'famous',
]);

const IRREGULAR: Record<string, string> = {
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
  persons: 'person',
  folks: 'person',
  ladies: 'lady',
  gentlemen: 'gentleman',
  wives: 'wife',
  lives: 'live',
  families: 'family',
  babies: 'baby',
  minorities: 'minority',
  retirees: 'retiree',
  dudes: 'man',
};

const CONTRACTIONS: Record<string, string[]> = {
  "won't": ['will', 'not'],
  "can't": ['can', 'not'],
  "shan't": ['shall', 'not'],
  "i'm": ['i', 'am'],
  "let's": ['let', 'us'],
};

function lemmaOf(text: string): { lemma: string; plural: boolean } {
  const irregular = IRREGULAR[text];
  if (irregular) return { lemma: irregular, plural: irregular !== text };
  if (text.length <= 3 || !text.endsWith('s') || NOT_PLURAL.has(text)) {
    return { lemma: text, plural: false };
  }
  if (text.endsWith('ss') || text.endsWith('us') || text.endsWith('is')) {
    return { lemma: text, plural: false };
  }
  if (text.endsWith('ies') && text.length > 4)
    return { lemma: `${text.slice(0, -3)}y`, plural: true };
  if (/(?:ch|sh|x|z)es$/.test(text)) return { lemma: text.slice(0, -2), plural: true };
  return { lemma: text.slice(0, -1), plural: true };
}

const isAsciiLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (char: string) => {
  const code = char.charCodeAt(0);
  if (isAsciiLetter(code)) return true;
  return code > 127 && /\p{L}/u.test(char);
};
const isApostrophe = (char: string) => char === "'" || char === '’' || char === '‘';

const HARD_BREAKS = new Set([
  '.',
  ';',
  ':',
  '!',
  '?',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '\n',
  '•',
  '|',
]);
const KEPT_SYMBOLS = new Set(['+', '#', '/', '%']);

/** Collapses a letter repeated three or more times ("kiiids" → "kids", "nooo" → "no"). */
function squeeze(word: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < word.length; i += 1) {
    run = i > 0 && word[i] === word[i - 1] ? run + 1 : 1;
    if (run <= 2) out += word[i];
  }
  // A run of three or more leaves two letters; the dictionary spells these with one.
  return out.length < word.length ? out.replace(/(.)\1/g, '$1') : out;
}

function normaliseWord(raw: string): string {
  let word = raw.toLowerCase().replaceAll('’', "'").replaceAll('‘', "'");
  if (/[^\x20-\x7e]/.test(word)) word = word.normalize('NFD').replace(/\p{M}/gu, '');
  let mapped = '';
  for (const char of word) mapped += LEET[char] ?? char;
  return squeeze(mapped);
}

interface Pending {
  breakBefore: boolean;
  commaBefore: boolean;
}

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const pending: Pending = { breakBefore: false, commaBefore: false };
  const push = (
    text: string,
    start: number,
    end: number,
    kind: Token['kind'],
    possessive = false,
  ) => {
    const spelled = SPELLING[text] ?? text;
    const { lemma, plural } =
      kind === 'word' ? lemmaOf(spelled) : { lemma: spelled, plural: false };
    tokens.push({ text: spelled, lemma, start, end, kind, possessive, plural, ...pending });
    pending.breakBefore = false;
    pending.commaBefore = false;
  };
  const pushWord = (raw: string, start: number, end: number) => {
    const word = normaliseWord(raw);
    const contraction = CONTRACTIONS[word];
    if (contraction) {
      for (const part of contraction) push(part, start, end, 'word');
      return;
    }
    if (word.endsWith("n't") && word.length > 3) {
      push(word.slice(0, -3), start, end, 'word');
      push('not', start, end, 'word');
      return;
    }
    const apostrophe = word.indexOf("'");
    if (apostrophe === -1) return push(word, start, end, 'word');
    const stem = word.slice(0, apostrophe);
    const suffix = word.slice(apostrophe + 1);
    if (suffix === 's' || suffix === '') return push(stem, start, end, 'word', true);
    push(stem, start, end, 'word');
    const expanded = { re: 'are', ve: 'have', ll: 'will', d: 'would', m: 'am' }[suffix];
    if (expanded) push(expanded, start, end, 'word');
  };

  let i = 0;
  const n = input.length;
  while (i < n) {
    const char = input[i]!;
    const code = input.charCodeAt(i);
    const startsWord =
      isLetter(char) ||
      ((char === '@' || char === '$' || isDigit(code)) && i + 1 < n && isLetter(input[i + 1]!));
    if (startsWord || isDigit(code)) {
      // A run of letters, digits, @ and $ (and apostrophes between letters).
      const start = i;
      let letters = 0;
      let digits = 0;
      while (i < n) {
        const c = input[i]!;
        if (isLetter(c)) letters += 1;
        else if (isDigit(input.charCodeAt(i))) digits += 1;
        else if (c === '@' || c === '$') {
          // leetspeak inside a word ("$ection", "b@bies"), never a price ("$500")
          if (!isLetter(input[i + 1] ?? ' ') && i === start) break;
        } else if (isApostrophe(c) && i > start) {
          if (isLetter(input[i + 1] ?? ' ')) {
            i += 1;
            continue;
          }
          // a trailing apostrophe after "s" is a plural possessive ("kids'")
          if (input[i - 1] === 's' || input[i - 1] === 'S') i += 1;
          break;
        } else break;
        i += 1;
      }
      const raw = input.slice(start, i);
      if (letters === 0) {
        push(raw.replace(/[^0-9]/g, ''), start, i, 'number');
        continue;
      }
      // "55plus", "3br", "1st": a number then a word; "section8": a word then a number.
      const lead = /^\d+(?=[a-z]+$)/i.exec(raw);
      const tail = /^[a-z]+(?=\d+$)/i.exec(raw);
      if (lead) {
        push(lead[0], start, start + lead[0].length, 'number');
        pushWord(raw.slice(lead[0].length), start + lead[0].length, i);
      } else if (tail && digits > 0 && !/^[a-z]+[01357]$/i.test(raw)) {
        pushWord(tail[0], start, start + tail[0].length);
        push(raw.slice(tail[0].length), start + tail[0].length, i, 'number');
      } else if (raw.toLowerCase() === 'w' && input[i] === '/') {
        // "w/" is "with", "w/o" is "without"
        const without =
          (input[i + 1] === 'o' || input[i + 1] === 'O') && !isLetter(input[i + 2] ?? ' ');
        push(without ? 'without' : 'with', start, without ? i + 2 : i + 1, 'word');
        i += without ? 2 : 1;
      } else {
        pushWord(raw, start, i);
      }
      continue;
    }
    const decimalPoint =
      char === '.' && isDigit(input.charCodeAt(i + 1)) && isDigit(input.charCodeAt(i - 1));
    if (decimalPoint) push('.', i, i + 1, 'symbol');
    else if (HARD_BREAKS.has(char) || char === '\r') pending.breakBefore = true;
    else if (char === ',') pending.commaBefore = true;
    else if (char === '&') push('and', i, i + 1, 'word');
    else if (KEPT_SYMBOLS.has(char)) push(char, i, i + 1, 'symbol');
    i += 1;
  }
  return tokens;
}
