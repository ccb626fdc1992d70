import { isWord, set, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * A language demanded of the person who will live there (national origin, decision 0780): "must
 * speak fluent English", "fluent English required", "English only", and the language as a skill
 * the person must have: "must be fluent / proficient in English", "fluency in English is
 * required", "English fluency a must". A language the owner speaks or a lease offered in one
 * ("Owner speaks English and Spanish", "lease available in Spanish") demands nothing and is no
 * match: every form needs a demand word before or right after.
 */
const LANGUAGES = set('english', 'spanish', 'chinese', 'mandarin', 'cantonese', 'french', 'arabic');
const FLUENCY = set(
  'fluent',
  'good',
  'perfect',
  'native',
  'proper',
  'fluently',
  'clear',
  'excellent',
);
/** Adjectives of a language as a skill, said "in" the language: "fluent in", "proficient in". */
const SKILLED = set('fluent', 'proficient', 'conversant', 'competent', 'comfortable');
/** The skill as a noun: "fluency in English", "English proficiency". */
const SKILL_NOUNS = set('fluency', 'proficiency', 'competency', 'competence');
const DEMANDS = set('must', 'should', 'need', 'required', 'have', 'has', 'please');
const DEMANDED_AFTER = set('only', 'required', 'preferred', 'must', 'mandatory', 'expected');

const isLanguage = (unit: Unit | undefined) =>
  unit !== undefined && LANGUAGES.has(unit.term ? unit.term.entry.words[0]! : unit.lemma);

/** "fluent in English", "proficient in Spanish" at `at`: the end (exclusive) or -1. */
function skilledIn(units: Unit[], at: number): number {
  if (!isWord(units[at], SKILLED) || !isWord(units[at + 1], set('in'))) return -1;
  return isLanguage(units[at + 2]) ? at + 3 : -1;
}

/** "fluency in English", "English fluency": the end (exclusive) or -1. */
function skillNoun(units: Unit[], at: number): number {
  if (isWord(units[at], SKILL_NOUNS) && isWord(units[at + 1], set('in'))) {
    return isLanguage(units[at + 2]) ? at + 3 : -1;
  }
  return isLanguage(units[at]) && isWord(units[at + 1], SKILL_NOUNS) ? at + 2 : -1;
}

/** A demand right after a language or a skill: "… required", "… is a must", "… mandatory". */
function demandAfter(units: Unit[], end: number): number {
  let index = end;
  if (isWord(units[index], set('be', 'is', 'are'))) index += 1;
  const cue = units[index];
  if (!cue || cue.breakBefore) return -1;
  if (isWord(cue, DEMANDED_AFTER)) return index + 1;
  if (isWord(cue, set('a')) && isWord(units[index + 1], set('must'))) return index + 2;
  return -1;
}

export const language: Pattern = (units, at) => {
  if (isWord(units[at], DEMANDS)) {
    let index = at + 1;
    if (isWord(units[index], set('to'))) index += 1;
    // "must be fluent in English", "please be proficient in Spanish"
    if (isWord(units[index], set('be'))) {
      const end = skilledIn(units, index + 1);
      return end === -1 ? null : { from: at, to: end, kind: 'language', limitation: true };
    }
    if (!isWord(units[index], set('speak', 'understand', 'read'))) return null;
    index += 1;
    while (index <= at + 5 && isWord(units[index], FLUENCY)) index += 1;
    if (!isLanguage(units[index])) return null;
    return { from: at, to: index + 1, kind: 'language', limitation: true };
  }
  // "fluent in English required", "fluency in English is a must", "English proficiency required"
  const skill = Math.max(skilledIn(units, at), skillNoun(units, at));
  if (skill !== -1) {
    const end = demandAfter(units, skill);
    return end === -1 ? null : { from: at, to: end, kind: 'language', limitation: true };
  }
  const start = isWord(units[at], FLUENCY) ? at + 1 : at;
  if (!isLanguage(units[start]) || (start === at && units[at]!.term)) return null;
  const end = demandAfter(units, start + 1);
  return end === -1 ? null : { from: at, to: end, kind: 'language', limitation: true };
};
