import { expect, it } from 'vitest';
import { checkAdvertisement, type AdvertisementOptions } from './advertisement';

/**
 * The guard's listing tests in one shape: the classes a text is flagged for, an `it` per text that
 * must be flagged for its class, and one per look-alike that must stay clean.
 */
export function advertisementCases(options?: AdvertisementOptions) {
  const classesOf = (text: string) =>
    checkAdvertisement(text, options)
      .filter((finding) => finding.protectedClass)
      .map((finding) => finding.protectedClass);
  const flags = (cases: Array<[string, string]>) =>
    it.each(cases)('%s', (text, cls) => {
      expect(classesOf(text), text).toContain(cls);
    });
  const leavesAlone = (cases: string[]) =>
    it.each(cases)('leaves "%s" alone', (text) => {
      expect(classesOf(text), text).toEqual([]);
    });
  return { classesOf, flags, leavesAlone };
}
