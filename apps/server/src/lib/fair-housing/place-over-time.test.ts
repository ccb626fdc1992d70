import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './index';

const rulesFind = (text: string) =>
  checkAdvertisement(text, { model: null }).map((finding) => finding.protectedClass);

describe("a place's colour kept or changed over time (coded-patterns.ts, place-over-time.ts)", () => {
  it.each([
    'The street has stayed white for decades.',
    'This block is still all white.',
    'The neighborhood is 100% white.',
    'The neighborhood is changing color.',
    "This area hasn't changed colour in years.",
    'The neighbors are all white.',
  ])('"%s" is race', (text) => {
    expect(rulesFind(text)).toContain('race-or-color');
  });

  it.each([
    'The house has stayed white.',
    'The trim is all white.',
    'The building is all white.',
    'The street is still white with snow in January.',
    'The street has remained quiet for years.',
    'The leaves are changing color in the fall.',
    'The neighborhood is changing fast, with new shops.',
  ])('"%s" is paint, weather or change', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe("a place's make-up said, then kept (place-over-time.ts, makeUpKept)", () => {
  it.each([
    [
      'Our subdivision has remained ethnically uniform, and the board wants it to stay that way.',
      'national-origin',
    ],
    [
      'The block has been mostly white since the sixties, and the neighbors would like to keep it like that.',
      'race-or-color',
    ],
    ['The neighborhood is all white, and we want to keep it that way.', 'race-or-color'],
    [
      'Our road has been racially unchanged for decades and the owners prefer it that way.',
      'race-or-color',
    ],
    [
      'This street has always been old-stock Yankee and the neighbors like it that way.',
      'national-origin',
    ],
    ['It is not a mixed block, and the residents keep it so.', 'race-or-color'],
  ])('"%s" is %s', (text, cls) => {
    expect(rulesFind(text)).toContain(cls);
  });

  it.each([
    'The street is quiet and we like it that way.',
    'The lane is lined with white birches and we like it that way.',
    'The building is all white brick and the owners keep it so.',
    'This is a mixed-use neighborhood with shops downstairs, and the board keeps it so.',
    'The garden has stayed the same for years and the sellers like it that way.',
    'The neighborhood has a racially diverse history museum. Keep it in mind for weekends.',
  ])('"%s" names no make-up kept', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});
