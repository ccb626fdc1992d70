import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of session 22 (fourteenth blind batch, and letters of earlier ones): a letter's parties
 * from its signatures, its deadlines counted from the other side's acceptance, and companies as
 * parties. Every wording is written for this test; none comes from an evaluation document.
 */
describe('a letter’s parties from its signatures', () => {
  const LETTER = [
    'Ann Lee and Tom Lee',
    '8 Pine Road, Dover, DE 19901',
    '',
    'Dear Ray and Lena,',
    'We loved your house and we offer to pay $300,000 for it. We will pay an earnest money',
    'deposit of $5,000 within 3 days after you sign. Closing will be on June 30, 2026, with a',
    'deed and clear title.',
    '',
  ];

  it('takes the writers who offer to buy as buyers, and those who accept as sellers', () => {
    const result = parseContract(
      [
        ...LETTER,
        'Sincerely,',
        '',
        '/s/ Ann Lee                Date: May 1, 2026',
        'Ann Lee',
        '/s/ Tom Lee                Date: May 1, 2026',
        'Tom Lee',
        '',
        'WE ACCEPT. We agree to sell on the terms of this letter.',
        '/s/ Ray Moss               Date: May 3, 2026',
        '/s/ Lena Moss              Date: May 3, 2026',
      ].join('\n'),
    );
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom Lee']);
    expect(result.fields.seller!.value).toEqual(['Ray Moss', 'Lena Moss']);
  });

  it('reads the first signature when a layout runs it into the close’s line', () => {
    const result = parseContract(
      [
        ...LETTER,
        'Warmly, /s/ Ann Lee Date: May 1, 2026',
        '/s/ Tom Lee Date: May 1, 2026',
        'We, the sellers, accept this offer as written.',
        '/s/ Ray Moss Date: May 3, 2026',
      ].join('\n'),
    );
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom Lee']);
    expect(result.fields.seller!.value).toEqual(['Ray Moss']);
  });

  it('takes a writer who would like to sell as the seller', () => {
    const result = parseContract(
      [
        'Dear Ann,',
        'I would like to sell you my house at 8 Pine Road for $300,000. Closing will be on',
        'June 30, 2026, with a deed and clear title; your earnest money of $5,000 is due',
        'within 3 days after the Effective Date.',
        '',
        'Regards,',
        '',
        '/s/ Ray Moss',
        '',
        'I accept these terms.',
        '/s/ Ann Lee',
      ].join('\n'),
    );
    expect(result.fields.seller!.value).toEqual(['Ray Moss']);
    expect(result.fields.buyer!.value).toEqual(['Ann Lee']);
  });
});

describe('a letter’s deadlines counted from the other side’s acceptance or signature', () => {
  const letter = (lines: string[]) =>
    parseContract(
      [
        'Dear Ray and Lena,',
        'We offer to pay $300,000 for your house, with a deed and clear title at closing.',
        'Once signed, this letter is our purchase agreement.',
        ...lines,
        'Acceptance date: May 3, 2026',
      ].join('\n'),
    );

  it('counts "within N days after you accept this offer" from the effective date', () => {
    const result = letter([
      'We will deliver $5,000 of earnest money within 3 days after you accept this offer.',
    ]);
    expect(result.fields.earnestMoney!.value).toMatchObject({ dueDays: 3, dueDate: '2026-05-06' });
  });

  it('counts "N days after you sign" and "after we have both signed" alike', () => {
    const result = letter([
      'We will deliver $5,000 of earnest money within five (5) days after we have both signed.',
      'Inspection. We would like fourteen (14) days after you sign to have the house inspected.',
    ]);
    expect(result.fields.earnestMoney!.value).toMatchObject({ dueDays: 5, dueDate: '2026-05-08' });
    expect(result.fields.inspectionContingency!.value).toMatchObject({ days: 14 });
  });

  it('reads a closing date written after its weekday', () => {
    const result = letter(['CLOSING', '', 'We would like to close on Friday, June 26, 2026.']);
    expect(result.fields.closingDate!.value).toBe('2026-06-26');
  });
});

describe('companies as parties', () => {
  const lease = (body: string) =>
    parseContract(`COMMERCIAL LEASE\nMonthly rent: $4,200\nSecurity deposit: $8,400\n${body}`);

  it('keeps a professional company’s suffix ("PLLC", "P.C.") with its name', () => {
    const result = lease(
      'Landlord: Harbor Row LLC\nTenant: Fenwick Dental, PLLC, a Maine company\n',
    );
    expect(result.fields.tenant!.value).toEqual(['Fenwick Dental, PLLC']);
  });

  it('splits two companies side by side in a signature row', () => {
    const result = lease(
      [
        'Tenant: Fenwick Dental, PLLC',
        '',
        'LANDLORD:',
        'HARBOR ROW PARTNERS, LLC               QUAY STREET HOLDINGS, LLC',
        '',
      ].join('\n'),
    );
    expect(result.fields.landlord!.value).toEqual([
      'Harbor Row Partners, LLC',
      'Quay Street Holdings, LLC',
    ]);
  });
});
