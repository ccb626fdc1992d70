import { describe, expect, it } from 'vitest';
import { readQuantity } from '../numbers';
import { tokenize } from '../tokenize';
import { itParses } from './parse-case';

const read = (text: string) => {
  const quantity = readQuantity(tokenize(text), 0);
  return quantity && { value: quantity.value, currency: quantity.currency };
};

describe('readQuantity', () => {
  it.each([
    ['3', 3],
    ['2.5', 2.5],
    ['1,200,000', 1_200_000],
    ['500k', 500_000],
    ['500 k', 500_000],
    ['1.5 m', 1_500_000],
    ['1.5M', 1_500_000],
    ['1.2 mil', 1_200_000],
    ['2 grand', 2_000],
    ['three', 3],
    ['twenty five', 25],
    ['twenty-five', 25],
    ['twenty five hundred', 2_500],
    ['25 hundred', 2_500],
    ['three hundred fifty thousand', 350_000],
    ['three hundred and fifty thousand', 350_000],
    ['one thousand five hundred', 1_500],
    ['a million', 1_000_000],
    ['a hundred thousand', 100_000],
    ['half a million', 500_000],
    ['a half million', 500_000],
    ['a million and a half', 1_500_000],
    ['two and a half', 2.5],
    ['two and a half million', 2_500_000],
    ['one point five million', 1_500_000],
    ['2 1/2', 2.5],
    ['seven fifty', 750],
    ['three fifty k', 350_000],
    ['1 million 200 thousand', 1_200_000],
  ])('%s → %d', (text, value) => {
    expect(read(text)?.value).toBe(value);
  });

  it('notes currency from "$" or "dollars"', () => {
    expect(read('$400k')).toEqual({ value: 400_000, currency: true });
    expect(read('400 thousand dollars')).toEqual({ value: 400_000, currency: true });
    expect(read('400 bucks')).toEqual({ value: 400, currency: true });
    expect(read('400')).toEqual({ value: 400, currency: false });
  });

  it('reads no number from words that only look like one', () => {
    expect(read('a house')).toBeNull();
    expect(read('for sale')).toBeNull();
    expect(read('to rent')).toBeNull();
    expect(read('half bath')).toBeNull();
  });

  it('does not run two counts together ("three four")', () => {
    expect(read('three four')?.value).toBe(3);
    expect(read('2 3')?.value).toBe(2);
  });
});

describe('numbers inside requests', () => {
  itParses([
    ['homes for 500 k', { propertyType: 'house', maxPrice: 500_000 }],
    ['$1,200,000 houses', { propertyType: 'house', maxPrice: 1_200_000 }],
    ['1.2M houses', { propertyType: 'house', maxPrice: 1_200_000 }],
    ['$1.2MM condo', { propertyType: 'condo', maxPrice: 1_200_000 }],
    ['five hundred thousand dollars', { maxPrice: 500_000 }],
    ['eight hundred thousand', { maxPrice: 800_000 }],
    ['a million dollar home', { propertyType: 'house', maxPrice: 1_000_000 }],
    ['half a million', { maxPrice: 500_000 }],
    ['a million and a half', { maxPrice: 1_500_000 }],
    ['one point five million', { maxPrice: 1_500_000 }],
    ['twenty-five hundred dollars a month', { status: 'for-rent', maxPrice: 2_500 }],
    ['2.5k a month', { status: 'for-rent', maxPrice: 2_500 }],
    ['condos under seven hundred fifty thousand', { propertyType: 'condo', maxPrice: 750_000 }],
    // bare hundreds take the market's scale: thousands for a sale, dollars for a rent
    ['two bedrooms under seven fifty', { maxPrice: 750_000, minBedrooms: 2 }],
    [
      'two bedroom apartment for rent under seven fifty',
      { status: 'for-rent', propertyType: 'apartment', minBedrooms: 2, maxPrice: 750 },
    ],
    ['apartments under nine hundred', { propertyType: 'apartment', maxPrice: 900 }],
    [
      'houses between three and four hundred thousand',
      { propertyType: 'house', minPrice: 300_000, maxPrice: 400_000 },
    ],
  ]);
});
