import { ASSISTANT_TRANSCRIPT_MAX_LENGTH, ZComplianceRequestSchema } from '@nestwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSteering } from '../../../lib/fair-housing';
import { checkListingCompliance } from './compliance-checker';
import { cpuTimeOf } from '../../../../test/cpu-time';

// The schema's maxima (ZComplianceRequestSchema): worst cases must stay linear (issue #14).
const TITLE_MAX = 500;
const DESCRIPTION_MAX = 20_000;
const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const WORST_CASES: Array<[string, string]> = [
  [
    'a license prefix then only spaces (the old DRE regex backtracked)',
    `DRE${' '.repeat(DESCRIPTION_MAX - 3)}`,
  ],
  ['"no" over and over (each looks ahead for a list)', fill('no ', DESCRIPTION_MAX)],
  ['a cue then endless modifiers', `ideal for ${fill('young ', DESCRIPTION_MAX - 10)}`],
  ['spelled-out letters joined into one word', fill('k ', DESCRIPTION_MAX)],
  ['one word of letters and leetspeak digits', fill('k1d5', DESCRIPTION_MAX)],
  ['one run of digits', fill('7', DESCRIPTION_MAX)],
  ['a finding every few words', fill('No kidz! Ideal for a Christian couple. ', DESCRIPTION_MAX)],
  ['ages and plus signs', fill('55+ 62 and ', DESCRIPTION_MAX)],
  ['apostrophes and hyphens', fill("kids'-'s-", DESCRIPTION_MAX)],
  // the frame reader (issue #24): dotted letters, scope words after a cue, traits in every frame
  ['one run of dotted letters ("U.S.U.S.…")', fill('U.S.', DESCRIPTION_MAX)],
  ['a cue then endless scope words', `must be ${fill('a history of ', DESCRIPTION_MAX - 8)}`],
  [
    'a trait in a frame every few words',
    fill('Tenants must be in good health; no one with accents. ', DESCRIPTION_MAX),
  ],
  ['race traits beside place words', fill('block complexion skin tone ', DESCRIPTION_MAX)],
  ['people who fit in, over and over', fill('tenants who fit in ', DESCRIPTION_MAX)],
  ['plural things listed after "no"', fill('no strollers or ', DESCRIPTION_MAX)],
  // the learned layer (docs/decisions/0300): every clause the rules leave is scored
  ['a clause for the model every few words', fill('Lutheran. Pole? Fewer kids; ', DESCRIPTION_MAX)],
  [
    'one long clause of class words and cues for the model',
    fill('prefer Swedish depressed welfare toddlers only ', DESCRIPTION_MAX),
  ],
  ['abbreviation stops that end no clause', fill('St. Dr. Mt. Christian. ', DESCRIPTION_MAX)],
  // one-slip spelling (docs/decisions/0395): every word a near miss of a word the model reads
  ['a typing slip in every word', fill('Preferrd schizophrenai aplicants ', DESCRIPTION_MAX)],
  ['one unbroken run of letters', fill('abcdefghijklmnopqrstuvwxyz', DESCRIPTION_MAX)],
];

describe('the compliance checker runs in linear time', () => {
  // compile once, so the budget measures the input rather than the first call's JIT warm-up
  beforeAll(() => {
    checkListingCompliance(ZComplianceRequestSchema.parse({ description: 'No kids. DRE 1234567' }));
  });

  it.each(WORST_CASES)('%s: 20,000 characters in under a second of CPU', async (_, description) => {
    const request = ZComplianceRequestSchema.parse({
      title: fill('No kids ', TITLE_MAX),
      description,
      state: 'NY',
      yearBuilt: 1950,
    });
    expect(request.description).toHaveLength(DESCRIPTION_MAX);
    const { result, ms } = await cpuTimeOf(() => checkListingCompliance(request));
    expect(ms).toBeLessThan(1000);
    expect(result.findings.length).toBeGreaterThan(0);
  });

  it('reads the steering guard on the longest transcript in under a second of CPU', async () => {
    const { ms } = await cpuTimeOf(() => {
      for (const unit of [
        'no ',
        'k ',
        'people like ',
        'white ',
        "neighbors don't have accents ",
        "don't want ",
        'the neighbors are ',
      ]) {
        findSteering(fill(unit, ASSISTANT_TRANSCRIPT_MAX_LENGTH));
      }
    });
    expect(ms).toBeLessThan(1000);
  });
});
