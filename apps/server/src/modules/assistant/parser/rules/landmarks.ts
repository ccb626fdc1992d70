import type { Token } from '../types';

/** Words a name may be cut at by their stop: "St. Mary's", "Mt. Sinai". */
const ABBREVIATIONS = new Set(['st', 'mt', 'ft']);
const LANDMARKS = new Set([
  'hospital',
  'clinic',
  'school',
  'church',
  'cathedral',
  'university',
  'college',
  'campus',
  'airport',
  'station',
  'mall',
  'stadium',
  'arena',
  'library',
  'museum',
]);

/** A landmark word, one or many: "near Baptist churches", "by the state colleges". */
const isLandmark = (text: string) =>
  LANDMARKS.has(text) ||
  (text.endsWith('s') && LANDMARKS.has(text.slice(0, -1))) ||
  (text.endsWith('es') && LANDMARKS.has(text.slice(0, -2)));

/**
 * "near St. Mary's hospital", "near Mount Sinai hospital": the capitalised words name a landmark
 * (or are cut at an abbreviation's stop), not a neighbourhood. The name ends before `end`.
 */
export function namesLandmark(tokens: Token[], end: number): boolean {
  if (ABBREVIATIONS.has(tokens[end - 1]!.text) && tokens[end]?.breakBefore) return true;
  for (let next = end; next < end + 2 && next < tokens.length; next += 1) {
    if (next > end && tokens[next]!.breakBefore) return false;
    if (isLandmark(tokens[next]!.text)) return true;
  }
  return false;
}

/** Words after a name that make it a school's: "Lincoln High", "Roosevelt Elementary". */
const SCHOOL_WORDS = new Set(['elementary', 'academy', 'prep', 'school']);
/** Levels of school said alone after the name, closing it or before "school". */
const SCHOOL_LEVELS = new Set(['high', 'middle', 'junior']);

/**
 * "my kids go to lincoln high", "near Roosevelt Elementary": a name right before a word for a
 * school names the school, not the town. A level ("high", "middle") counts only where the name
 * ends there or "school" follows ("lincoln high ceilings" is no school).
 */
export function namesSchool(tokens: Token[], end: number): boolean {
  const next = tokens[end];
  if (!next || next.breakBefore) return false;
  if (SCHOOL_WORDS.has(next.text)) return true;
  if (!SCHOOL_LEVELS.has(next.text)) return false;
  const after = tokens[end + 1];
  return after === undefined || after.breakBefore || SCHOOL_WORDS.has(after.text);
}
