/**
 * Day counts written in words only ("fifteen days after acceptance", "within twenty-one calendar
 * days", "those twelve days") read as figures. Every reader of periods, deadlines and
 * contingencies keys on a count; forms mostly print figures or words with figures ("ten (10)
 * days"), so each reader would otherwise need its own word-count variant, and any it lacks loses
 * the deadline. Rewriting the count once, before the readers run, covers them all.
 * The text is rewritten with its map back to the sender's positions kept: each figure stands for
 * the word it replaces, so a source span over it still covers the words as written.
 */
import { WORD_COUNT, parseDayCount } from './contract-values';
import type { NormalizedText } from './normalize-text';

/**
 * A count in words right before "days" (a kind of day may come between). Not a count with its
 * figures after it ("ten (10) days": the figures are read already), nor part of a larger number
 * ("one hundred twenty days") or of a compound word.
 */
const SPELLED_COUNT = new RegExp(
  String.raw`(?<![A-Za-z\d-])(?<!\b(?:hundred|thousand|and) )(${WORD_COUNT})(?= (?:(?:business|calendar|banking|working) )?days?\b)`,
  'gi',
);

export function dayCountsInFigures(normalized: NormalizedText): NormalizedText {
  const { text, toOriginal } = normalized;
  let rewritten = '';
  // the normalized index each character of the rewritten text stands for
  const from: number[] = [];
  let copied = 0;
  const copy = (end: number) => {
    for (let index = copied; index < end; index += 1) from.push(index);
    rewritten += text.slice(copied, end);
    copied = end;
  };
  for (const match of text.matchAll(SPELLED_COUNT)) {
    const count = parseDayCount(match[0]);
    if (count === null || count < 1) continue;
    copy(match.index);
    const figures = String(count);
    const end = match.index + match[0].length;
    // the first figures stand for the word's start, the last one for its end
    for (let digit = 0; digit < figures.length; digit += 1)
      from.push(digit === figures.length - 1 ? end - 1 : match.index);
    rewritten += figures;
    copied = end;
  }
  if (copied === 0) return normalized;
  copy(text.length);
  from.push(text.length);
  return {
    text: rewritten,
    toOriginal: (index) => toOriginal(from[Math.max(0, Math.min(index, from.length - 1))]!),
  };
}
