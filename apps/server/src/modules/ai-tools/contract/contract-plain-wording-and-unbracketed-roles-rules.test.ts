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

describe('paragraphs one a line, as a Word document gives them', () => {
  const text = [
    'AGREEMENT TO SELL A HOUSE',
    'This agreement is made on the fourth day of August, 2027, between Greta Holm (we call her "the Seller") and Ivan Petrov (we call him "the Buyer").',
    '2. PRICE',
    'The Buyer will pay two hundred fifty thousand dollars ($250,000) for the house at 19 Maple Row, Dubuque, Iowa 52001.',
    'The Buyer will pay five thousand dollars ($5,000) as earnest money. The title company will hold it in trust until closing, and it will be counted toward the price on the day of closing, when the rest is paid.',
    '3. LOAN',
    'This sale depends on the Buyer getting a new conventional loan of at least $200,000.',
    'If the Buyer has no written loan commitment within twenty (20) days after this agreement is signed, either the Buyer or the Seller may cancel, and the earnest money goes back to the Buyer.',
  ].join('\n');

  it('does not add an earnest money paragraph to the price as one more part', () => {
    expect(parseContract(text).fields.purchasePrice?.value).toBe(250000);
  });

  it('reads a loan condition that either side may end, the deposit going back to the buyer', () => {
    expect(parseContract(text).fields.financingContingency?.value).toMatchObject({
      included: true,
      days: 20,
      deadline: '2027-08-24',
    });
  });
});

describe('deposits, grace periods and deleted conditions', () => {
  it('dates the earnest money by its payment, not by its refund after a cancelling appraisal', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL PURCHASE CONTRACT',
        'Buyer: Noor Haddad   Seller: Felix Brandt',
        'Premises: 5 Quail Run, Mesa, Arizona 85201',
        '| Purchase Price | $ 300,000.00 |',
        '| Earnest Money  | $   4,000.00 |',
        'Contract acceptance: April 5, 2027',
        '1c. Earnest Money: the Earnest Money shown above shall be deposited with escrow within three (3) days after Contract acceptance.',
        '2d. Appraisal Contingency: if the Premises do not appraise for the price, Buyer may cancel this Contract and receive a refund of the Earnest Money by notice within twelve (12) days after Contract acceptance.',
      ].join('\n'),
    );
    expect(fields.earnestMoney?.value).toEqual({ amount: 4000, dueDays: 3, dueDate: '2027-04-08' });
  });

  it("reads a grace period from the form's own row when the late fee's row does not count it", () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Landlord: Wren Ashby   Tenant: Kai Lund',
        '| Monthly rent    | $1,050.00               |',
        '| Grace period    | 4 days                  |',
        '| Late fee        | $40.00 (once per month) |',
        '| Lease term      | 12 months               |',
        'Rent not paid when the grace period ends is late, and the late fee above is owed.',
      ].join('\n'),
    );
    expect(fields.lateFee?.value).toEqual({ amount: 40, graceDays: 4 });
  });

  it('takes a condition a counter-offer deletes as not included', () => {
    const { fields } = parseContract(
      [
        "SELLER'S COUNTER-OFFER No. 2",
        'Seller: Otto Reyes   Buyer: Lena Park',
        'Property: 8 Ash Court, Flint, Michigan 48502',
        'Seller counters the Offer on the terms below; all other terms of the Offer remain the same.',
        '1. PRICE: $199,000.00.',
        '2. INSPECTION: The inspection contingency of the Offer is hereby deleted, and Buyer takes the Property as it stands.',
        '3. CLOSING: on or before July 9, 2027.',
      ].join('\n'),
    );
    expect(fields.inspectionContingency?.value).toMatchObject({ included: false });
  });
});

describe('dates written in words wherever a date is read', () => {
  it('reads a condition that ends "on or before the twentieth day of May, two thousand twenty-seven"', () => {
    const { fields } = parseContract(
      [
        'PURCHASE AGREEMENT',
        'Seller: Hanna Bright. Buyer: Colm Ferris. Purchase Price: $320,000.',
        'This Agreement is dated the fifth day of April, two thousand twenty-seven.',
        'If a loan commitment is not obtained on or before the twentieth day of May, two thousand twenty-seven, Buyer may terminate this Agreement.',
      ].join('\n'),
    );
    expect(fields.financingContingency?.value).toMatchObject({ deadline: '2027-05-20' });
  });

  it('reads the month first and the day in words: "April fifth, 2027", "June the thirtieth, …"', () => {
    const { fields, deadlines } = parseContract(
      [
        'PURCHASE AGREEMENT',
        'Seller: Hanna Bright. Buyer: Colm Ferris. Purchase Price: $320,000.',
        'Effective Date: April fifth, 2027.',
        'Closing Date: June the thirtieth, two thousand twenty-seven.',
        'Buyer shall deliver earnest money of $5,000 within three (3) days after the Effective Date.',
      ].join('\n'),
    );
    expect(fields.effectiveDate?.value).toBe('2027-04-05');
    expect(fields.closingDate?.value).toBe('2027-06-30');
    expect(deadlines.map((d) => d.date)).toContain('2027-04-08');
  });
});
