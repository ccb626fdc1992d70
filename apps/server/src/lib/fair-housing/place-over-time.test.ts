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
