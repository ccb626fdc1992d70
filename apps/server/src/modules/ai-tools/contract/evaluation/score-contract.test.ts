import { describe, expect, it } from 'vitest';
import { parseContract } from '../contract-parser';
import { scoreContract } from './score-contract';

const result = parseContract(
  'PURCHASE AGREEMENT\nBuyer: Lena Ortiz\nSeller: Omar Reyes\nThe property is 12 Palm Court, Naples, Florida 34102.\nPurchase Price: $300,000\nClosing on or before June 1, 2026.',
);

describe('scoreContract', () => {
  it("counts a state's name and its postal code as one address, and nothing else", () => {
    const score = (propertyAddress: string) => {
      const misses = scoreContract(
        { kind: 'purchase', fields: { propertyAddress }, deadlines: [] },
        result,
      ).misses;
      return { misses: misses.filter((miss) => miss.startsWith('propertyAddress')) };
    };
    expect(result.fields.propertyAddress!.value).toBe('12 Palm Court, Naples, FL 34102');
    expect(score('12 Palm Court, Naples, Florida 34102').misses).toEqual([]);
    expect(score('12 Palm Court, Naples, FL 34102').misses).toEqual([]);
    expect(score('12 Palm Court, Naples, Georgia 34102').misses).toHaveLength(1);
    expect(score('12 Palm Court, Naples 34102').misses).toHaveLength(1);
  });

  it('counts a party written in capitals and in ordinary case as one person, and no other', () => {
    const misses = (buyer: string[]) =>
      scoreContract({ kind: 'purchase', fields: { buyer }, deadlines: [] }, result).misses.filter(
        (miss) => miss.startsWith('buyer'),
      );
    expect(result.fields.buyer!.value).toEqual(['Lena Ortiz']);
    expect(misses(['LENA ORTIZ'])).toEqual([]);
    expect(misses(['Lena Ortiz'])).toEqual([]);
    expect(misses(['LENA ORTEZ'])).toHaveLength(1);
    expect(misses(['LENA ORTIZ', 'OMAR REYES'])).toHaveLength(1);
  });
});
