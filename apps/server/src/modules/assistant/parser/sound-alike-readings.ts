import type { TAssistantFilters } from '@nestwise/shared';
import { isKnownWord, particleFollows, placeCued, soundAlikeOf } from './spelling/corrector';
import { isCueWord } from './spelling/cue-words';
import type { Gazetteer } from './gazetteer/gazetteer';
import type { Correction, ParseResult, Token } from './types';
import { canonicalJson } from './canonical-json';
import { soundKeys, startsAlike } from './spelling/sound-keys';
import { inVerbSlot } from './spelling/verb-slot';
import { isEnglishWord } from '../../../lib/is-english-word';

/** "jim" and "gym": one Double Metaphone key in common, so the first sound agrees too. */
const soundsTheSame = (heard: string, meant: string) => {
  const keys = soundKeys(meant);
  return soundKeys(heard).some((key) => keys.includes(key));
};

/** One full reading of a request: the answer, and which words the rules explained. */
export interface Reading {
  result: ParseResult;
  tokens: Token[];
  used: boolean[];
  gazetteer?: Gazetteer;
}

/** At most this many words are re-heard per request, so a request costs a few parses at most. */
const MAX_ALTERNATIVES = 4;
/** Words a sound-alike never replaces: they carry grammar, not content. */
const FUNCTION_WORDS = new Set(
  "a an the and or but of to in on at by with without from near for me my i you we it is are be show find any some that this those these there here what which who how its it's".split(
    ' ',
  ),
);

interface Alternative {
  start: number;
  end: number;
  words: string[];
  correction: Correction;
}

/**
 * Whether `next` reads more of the request than `base` without taking anything back: the same
 * intent (or a real one where there was none), every filter kept as it was, and more said.
 */
function explainsMore(base: ParseResult, next: ParseResult, heardAs: string[]): boolean {
  if (next.intent !== base.intent && base.intent !== 'unknown') return false;
  if (next.intent === 'unknown' || next.declined) return false;
  const before = base.filters as Record<string, unknown>;
  const after = next.filters as Record<string, unknown>;
  for (const [key, value] of Object.entries(before)) {
    const now = after[key];
    if (Array.isArray(value) && Array.isArray(now)) {
      if (!value.every((item) => now.includes(item))) return false;
    } else if (canonicalJson(now) !== canonicalJson(value)) return false;
  }
  const size = (filters: TAssistantFilters) =>
    Object.values(filters).reduce<number>(
      (total, value) => total + (Array.isArray(value) ? value.length : 1),
      0,
    );
  // a district named by words no table knows ("a mother in law suite" heard as "matter in low
  // suite") is no more understood than the words were; a sound-alike gains a district only by
  // being heard as one ("brickle" → Brickell, "down town" → downtown)
  const district = typeof after.neighborhood === 'string' ? after.neighborhood : undefined;
  const guessed =
    district !== undefined &&
    before.neighborhood === undefined &&
    !heardAs.some((words) => words.toLowerCase() === district)
      ? 1
      : 0;
  const said = size(next.filters) - guessed;
  return said > size(base.filters) || (base.intent === 'unknown' && said > 0);
}

/**
 * The channel's prior: a recogniser that wrote a real word mishears the vowels and endings,
 * not the first sound ("sail"/"sale", "pull"/"pool", "four"/"for", "knew"/"new"), so a known word
 * is only read as one that starts alike and is as long, give or take a letter; never a word under
 * 4 letters.
 */
function likelyMishearing(from: string, to: string): boolean {
  return from.length >= 4 && startsAlike(from, to) && Math.abs(from.length - to.length) <= 1;
}

/** Words the rules left unexplained, each with what it (or it and the next word) sounds like. */
function alternativesOf(reading: Reading, gazetteer: Gazetteer): Alternative[] {
  const { tokens, used } = reading;
  const open = (index: number) => {
    const token = tokens[index];
    return (
      token !== undefined &&
      !used[index] &&
      token.kind === 'word' &&
      !token.corrected &&
      !FUNCTION_WORDS.has(token.text) &&
      !isCueWord(token.text)
    );
  };
  const found: Alternative[] = [];
  for (let index = 0; index < tokens.length && found.length < MAX_ALTERNATIVES; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    // two words heard for one: "balk any" → balcony, "sea addle" → Seattle
    if (next && !next.breakBefore && next.kind === 'word' && !token.corrected && !next.corrected) {
      if (
        !used[index] &&
        !used[index + 1] &&
        (open(index) || open(index + 1) || isCueWord(next.text))
      ) {
        const joined = soundAlikeOf([token.text, next.text], gazetteer);
        // a grammar word is kept where it stands ("for sell" → for sale, never "for the" → worth)
        // two real words are one phrase misheard only where one of them stays ("for sell")
        const bothKnown = isKnownWord(gazetteer, token.text) && isKnownWord(gazetteer, next.text);
        const keepsGrammar =
          joined !== null &&
          (bothKnown
            ? joined.words.length === 2 &&
              (joined.words[0] === token.text || joined.words[1] === next.text) &&
              startsAlike(token.text, joined.words[0]!) &&
              startsAlike(next.text, joined.words[1]!)
            : [token.text, next.text].every(
                (word, position) => !FUNCTION_WORDS.has(word) || joined.words[position] === word,
              ) ||
              !isKnownWord(gazetteer, token.text) ||
              !isKnownWord(gazetteer, next.text));
        const fits =
          joined !== null && (!joined.place || placeCued(token, tokens[index - 1], gazetteer));
        const same = joined !== null && joined.words.join(' ') === `${token.text} ${next.text}`;
        if (joined && keepsGrammar && fits && !same) {
          found.push({
            start: index,
            end: index + 2,
            words: joined.words,
            correction: { from: `${token.text} ${next.text}`, to: joined.display },
          });
          index += 1;
          continue;
        }
      }
    }
    if (!open(index) || token.text.length < 3) continue;
    // a verb with its particle is a verb ("pull up", "look out"), not a misheard listing word
    if (particleFollows(tokens, index)) continue;
    const heard = soundAlikeOf([token.text], gazetteer);
    const fits = heard !== null && (!heard.place || placeCued(token, tokens[index - 1], gazetteer));
    const to = heard?.words.join('') ?? '';
    // an everyday word is heard as the recogniser hears known ones, and where a verb stands it is
    // that verb ("my daughter studies in athens")
    const everyday = isEnglishWord(token.text);
    if (everyday && !heard?.place && inVerbSlot(tokens, index)) continue;
    const likely =
      heard !== null &&
      (isKnownWord(gazetteer, token.text) || everyday
        ? likelyMishearing(token.text, to)
        : token.text[0] === to[0] || heard.place || soundsTheSame(token.text, to));
    if (heard && fits && likely && heard.words.join(' ') !== token.text) {
      found.push({
        start: index,
        end: index + 1,
        words: heard.words,
        correction: { from: token.text, to: heard.display },
      });
    }
  }
  return found;
}

function substitute(tokens: Token[], alternatives: Alternative[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  for (const alternative of alternatives) {
    while (index < alternative.start) out.push(tokens[index++]!);
    const first = tokens[alternative.start]!;
    const last = tokens[alternative.end - 1]!;
    alternative.words.forEach((word, position) =>
      out.push({
        ...first,
        text: word,
        kind: 'word',
        end: last.end,
        breakBefore: position === 0 && first.breakBefore,
        corrected: true,
      }),
    );
    index = alternative.end;
  }
  while (index < tokens.length) out.push(tokens[index++]!);
  return out;
}

/**
 * The noisy channel's second half: speech recognisers write a word that sounds like the one
 * said ("a hose with a pool", "condos four sail", "a balk any"). Each word the rules could not
 * explain is offered its sound-alike from the listing vocabulary and the places; the reading
 * with all of them, else with each one, is kept only where the grammar then explains more of
 * the request without changing what it had already understood.
 */
export function preferSoundAlikes(
  first: Reading & { gazetteer?: Gazetteer },
  reread: (tokens: Token[], heard: Correction[]) => Reading,
  gazetteer: Gazetteer,
): Reading {
  const alternatives = alternativesOf(first, gazetteer);
  if (alternatives.length === 0) return first;
  const tries =
    alternatives.length > 1 ? [alternatives, ...alternatives.map((a) => [a])] : [alternatives];
  for (const chosen of tries) {
    const reading = reread(
      substitute(first.tokens, chosen),
      chosen.map((alternative) => alternative.correction),
    );
    const heardAs = chosen.map((alternative) => alternative.correction.to);
    if (explainsMore(first.result, reading.result, heardAs)) return reading;
  }
  return first;
}
