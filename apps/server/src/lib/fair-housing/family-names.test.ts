import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from '.';

/**
 * A colour word written as a family's name ("the Brown family") is no colour of people; the same
 * word in lower case, after "a", or in a text all in capitals still is. Sentences written for
 * this test.
 */
const classes = (text: string) => checkAdvertisement(text).map((f) => f.protectedClass);

describe('a colour written as a family name', () => {
  it.each([
    'The Brown family has cared for this farmhouse since 1961.',
    'Lovingly kept by the White family for three generations.',
    'Offered for the first time by the Green family.',
    'Built in 1928 for the Gray household, with its original oak stairs.',
    'Former home of the Black family, restored in 2019.',
  ])('is a name: %s', (text) => {
    expect(classes(text)).not.toContain('race-or-color');
  });
});

describe('a colour of people is still one', () => {
  it.each([
    'Seller hopes a white family buys the place.',
    'Owner would like the black family next door to stay the only one.',
    'NO BLACK FAMILIES, PLEASE.',
    'OWNER PREFERS THE WHITE FAMILY TYPE.',
    'Perfect for a White family.',
  ])('is found: %s', (text) => {
    expect(classes(text)).toContain('race-or-color');
  });
});
