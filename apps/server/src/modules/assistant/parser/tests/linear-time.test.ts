import { ASSISTANT_TRANSCRIPT_MAX_LENGTH } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { cpuTimeOf } from '../../../../../test/cpu-time';

const MAX = ASSISTANT_TRANSCRIPT_MAX_LENGTH;
const fill = (unit: string) => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX);

/** Inputs at the longest transcript allowed that would blow up a quadratic or backtracking parser. */
const WORST_CASES: Array<[string, string]> = [
  ['one long word', fill('a')],
  ['repeated separators', fill(', ')],
  ['many numbers', fill('1 ')],
  ['numbers with commas', fill('1,000,')],
  ['misspelt words', fill('apartmnts chicgo ')],
  ['negations', fill('not no without ')],
  ['place lists', fill('Austin or ')],
  ['street names', fill('on Elm Drive ')],
  ['dots and slashes', fill('a.b/c.')],
];

describe('the parser at the maximum transcript size', () => {
  it.each(WORST_CASES)(
    'parses %s within a generous budget (< 1 s of CPU)',
    async (_, transcript) => {
      const { result, ms } = await cpuTimeOf(() => parseTranscript({ transcript }));
      expect(ms).toBeLessThan(1_000);
      expect(result.intent).toBeTypeOf('string');
    },
  );
});
