import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from '..';
import { nearSpelling } from './near-spelling';

/** docs/decisions/0395-fair-housing-guard-cross-validated.md: one typing slip from a known word. */
describe('a word one slip from a word the model reads is read as that word', () => {
  const spelling = nearSpelling(['christian', 'wheelchair', 'disabled', 'toddler', 'tenant']);

  it.each([
    ['chrisitan', 'christian'], // two letters swapped
    ['wheelchar', 'wheelchair'], // one dropped
    ['disabked', 'disabled'], // one replaced by a neighbouring key
    ['toddlerr', 'toddler'], // one doubled
  ])('%s → %s', (typed, known) => {
    expect(spelling.correct(typed)).toBe(known);
  });

  it('leaves known words, short words and words near two known words alone', () => {
    expect(spelling.correct('christian')).toBeNull();
    expect(spelling.correct('while')).toBeNull();
    expect(nearSpelling(['banner', 'manner']).correct('anner')).toBeNull();
  });

  it('finds a class in a listing whose class word is mistyped, and the same typo of a place stays clean', () => {
    expect(
      checkAdvertisement('Not suitable for tenants with schizophrenai.').map(
        (f) => f.protectedClass,
      ),
    ).toContain('disability');
    expect(checkAdvertisement('Walk to the Presbyterain church.')).toEqual([]);
  });
});
