import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0760 (issue #25): owners' agreements that name the parties in running prose
 * ("…, who are called the Sellers", "The sellers, A and B, and the buyers, …") and amounts only in
 * words, and a civil-law lease's deposit "as security for" the lease. Wordings written for this
 * test; none comes from an evaluation document.
 */
describe('parties named in prose', () => {
  it('reads names before ", who … are called the Sellers" and ", who will be referred to as the Buyers"', () => {
    const text = [
      'CONTRACT FOR SALE OF HOME BY OWNER',
      'On this second day of August, two thousand twenty-seven, Walter Q. Brandt and his wife,',
      'Ilse M. Brandt, who own the home below and are called the Sellers, agree to sell, and',
      'Omar Haddad and Leila Haddad, who will be referred to as the Buyers, agree to buy the home at',
      '12 Orchard Row, Kokomo, Indiana 46901 for One Hundred Sixty-Two Thousand and No/100 Dollars.',
      'The Buyers pay One Thousand Five Hundred and No/100 Dollars earnest money on signing.',
      'Closing will be on or before the tenth day of September, two thousand twenty-seven.',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.seller?.value).toEqual(['Walter Q. Brandt', 'Ilse M. Brandt']);
    expect(fields.buyer?.value).toEqual(['Omar Haddad', 'Leila Haddad']);
    expect(fields.earnestMoney?.value).toMatchObject({ amount: 1500 });
    expect(fields.effectiveDate?.value).toBe('2027-08-02');
  });

  it('reads "The sellers, …, and the buyers, …," with the role before its names', () => {
    const text = [
      'SALE AGREEMENT (NO BROKER)',
      'The sellers, Dana Whitcomb and Colin Whitcomb, and the buyers, Rosa Lima, Ana Lima and',
      'Caio Lima, make this agreement on July 7, 2027 for the sale of 5 Finch Lane, Logan, Utah',
      '84321. The purchase price is $276,000. The buyers put down $4,000 in earnest money.',
      'Closing shall be on August 20, 2027.',
    ].join('\n');
    const { fields } = parseContract(text);
    expect(fields.seller?.value).toEqual(['Dana Whitcomb', 'Colin Whitcomb']);
    expect(fields.buyer?.value).toEqual(['Rosa Lima', 'Ana Lima', 'Caio Lima']);
    expect(fields.earnestMoney?.value).toMatchObject({ amount: 4000 });
  });
});

describe('a civil-law lease', () => {
  const text = [
    'LEASE OF DWELLING',
    'STATE OF LOUISIANA, PARISH OF LAFOURCHE',
    'Lessor: Marcel T. Robichaux. Lessee: Yvette Landry.',
    'Premises: 301 Canal Boulevard, Thibodaux, Louisiana 70301.',
    'The lease shall commence on the tenth (10th) day of March, two thousand twenty-seven, and',
    'terminate on the ninth (9th) day of March, two thousand twenty-eight.',
    'Lessee shall pay as rent Eight Hundred Ninety and No/100 Dollars ($890.00) per month.',
    'Lessee has deposited Eight Hundred Ninety and No/100 Dollars ($890.00) as security for the',
    'performance of this lease.',
  ].join('\n');

  it('reads the term in words and the deposit given "as security for" the lease', () => {
    const { fields } = parseContract(text);
    expect(fields.leaseStart?.value).toBe('2027-03-10');
    expect(fields.leaseEnd?.value).toBe('2028-03-09');
    expect(fields.leaseTerm?.value).toEqual({ months: 12 });
    expect(fields.monthlyRent?.value).toBe(890);
    expect(fields.securityDeposit?.value).toBe(890);
  });
});
