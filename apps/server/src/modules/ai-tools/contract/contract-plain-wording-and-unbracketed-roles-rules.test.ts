import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0735 (issue #25, spent blind batch 17): plain-English forms that name roles
 * in the first person and count from "after this agreement is signed", roles named without
 * brackets after a party's address, amounts in words with their figures in brackets, a deposit
 * row of a price table, and prohibitions of pets that list many animals. Wordings written for
 * this test; none comes from an evaluation document.
 */
describe('a plain-English purchase agreement', () => {
  const text = [
    'HOME SALE AGREEMENT (no agents)',
    '',
    'This agreement is made on the ninth day of May, 2027, between Oscar T. Lindqvist, who owns',
    'the house (we call him "the Seller"), and Mei Tanaka, Hiro Tanaka and',
    'Yuki Tanaka (we will refer to them as the "Buyers").',
    '',
    'The Buyers will pay one hundred ninety thousand dollars ($190,000) for the house at',
    '77 Birch Court, Ames, Iowa 50010.',
    'The Buyers will pay two thousand five hundred dollars ($2,500) as earnest money within',
    'four (4) days after everyone has signed this agreement.',
    'If the Buyers cannot get a loan commitment within twenty-five (25) days after the agreement',
    'is signed by all parties, either side may cancel.',
    'The abstract will be brought up to date within twelve (12) days after all of us have signed',
    'this agreement.',
    'Closing will take place on or before the first day of July, 2027.',
  ].join('\n');

  it('reads roles named "we call him …" and "we will refer to them as …"', () => {
    const { fields } = parseContract(text);
    expect(fields.seller?.value).toEqual(['Oscar T. Lindqvist']);
    expect(fields.buyer?.value).toEqual(['Mei Tanaka', 'Hiro Tanaka', 'Yuki Tanaka']);
  });

  it('reads "($2,500) as earnest money" after the amount in words', () => {
    expect(parseContract(text).fields.earnestMoney?.value).toMatchObject({ amount: 2500 });
  });

  it('counts days from "everyone has signed", "is signed by all parties" and "all of us have signed"', () => {
    const { deadlines, fields } = parseContract(text);
    const found = deadlines.map((d) => `${d.days}:${d.date}`);
    expect(found).toEqual(
      expect.arrayContaining(['4:2027-05-13', '25:2027-06-03', '12:2027-05-21']),
    );
    expect(fields.financingContingency?.value).toMatchObject({ days: 25, deadline: '2027-06-03' });
  });
});

describe('roles named without brackets after a block', () => {
  const text = [
    'PURCHASE AND SALE AGREEMENT',
    '',
    '1. PARTIES',
    '',
    'Nadia P. Okonjo, of 8 Canal Street, Unit 2, Salem, Oregon 97301, hereinafter called',
    'the SELLER, agrees to SELL and',
    '',
    'Liam Carver and Rosa E. Carver, as joint tenants, of 14 Harbor Road, Bend, Oregon',
    '97702, hereinafter referred to as the BUYER, agrees to BUY the premises below.',
    '',
    '2. PRICE',
    'The agreed price is $455,000.00, of which',
    '    $  15,000.00   are to be paid as a deposit within two (2) days of',
    '                   the date of this Agreement, and',
    '    $ 440,000.00   are to be paid at the delivery of the deed.',
    '    $ 455,000.00   TOTAL',
    'Dated: March 3, 2027',
  ].join('\n');

  it('takes the names at the head of each block, past a tenancy phrase and an address', () => {
    const { fields } = parseContract(text);
    expect(fields.seller?.value).toEqual(['Nadia P. Okonjo']);
    expect(fields.buyer?.value).toEqual(['Liam Carver', 'Rosa E. Carver']);
  });

  it('reads the deposit from the row that pays it, not the balance after it', () => {
    expect(parseContract(text).fields.earnestMoney?.value).toMatchObject({ amount: 15000 });
  });

  it('keeps a second party named in its own "hereinafter" out of the first block', () => {
    const lease = parseContract(
      [
        'RESIDENTIAL LEASE AGREEMENT',
        'This Lease is made this 2nd day of May, 2027, between Ruth A. Kowalski, hereinafter called "Owner," and Eli N. Fontaine, hereinafter called "Resident."',
        '',
        '1. TERM. The lease term is twelve (12) months beginning June 1, 2027.',
        '2. RENT. Resident shall pay monthly rent of $1,100.00.',
      ].join('\n'),
    );
    expect(lease.fields.tenant?.value).toEqual(['Eli N. Fontaine']);
  });
});

describe('conditions and clauses written out', () => {
  it('does not take a condition of obtaining an inspection for the financing condition', () => {
    const { fields } = parseContract(
      [
        'PURCHASE AGREEMENT',
        'Seller: Hanna Bright. Buyer: Colm Ferris. Purchase Price: $320,000. Effective Date: April 2, 2027.',
        '7. LOAN',
        'Buyer shall apply for a mortgage loan of $256,000. If a commitment cannot be obtained on or before May 14, 2027, Buyer may end this agreement.',
        '8. INSPECTION',
        "This agreement is contingent upon the Buyer obtaining, at the Buyer's own cost, a home inspection satisfactory to the Buyer within ten (10) days of the Effective Date.",
      ].join('\n'),
    );
    expect(fields.financingContingency?.value).toMatchObject({ deadline: '2027-05-14' });
    expect(fields.inspectionContingency?.value).toMatchObject({ days: 10 });
  });

  it('reads a lease deposit whose figures close the brackets after the words', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Lessor: Anne Marchand. Lessee: Paul Devereaux. Monthly rent: $1,200.',
        'At signing, Lessee shall pay Lessor the sum of TWELVE HUNDRED AND NO/100 DOLLARS ($1,200.00) as a security',
        'deposit, to be returned at the end of the term.',
      ].join('\n'),
    );
    expect(fields.securityDeposit?.value).toBe(1200);
  });

  it('reads a ban on pets that lists many kinds of animal before its verb', () => {
    const { fields } = parseContract(
      [
        'LEASE AGREEMENT',
        'Landlord: Iris Vole. Tenant: Sam Ortega. Monthly rent: $950.',
        'No pets of any sort, among them dogs, cats, rabbits, ferrets, snakes, lizards and',
        'aquariums over twenty gallons, may be kept in the unit, not even for a visit.',
      ].join('\n'),
    );
    expect(fields.petsPolicy?.value).toEqual({ allowed: false, deposit: null });
  });
});
