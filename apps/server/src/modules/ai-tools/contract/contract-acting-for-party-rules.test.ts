import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rule of decision 0555 (issue #25, ninth blind batch): the one who acts for a party ("…
 * ("Landlord"), by its manager X, and …") is not one of the next party's list. Wordings written
 * for this test in other states' styles; none comes from an evaluation document.
 */
describe('who acts for the party before is not one of the next party', () => {
  it('reads the tenants after "by its agent …, and" (Pennsylvania style)', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE (PENNSYLVANIA)',
        'This Lease is made by KEYSTONE FLATS LP, a Pennsylvania limited partnership ("Landlord"),',
        'by its agent Harbor Property Services, Inc., and MAYA R. OKONJO and DEV PATEL',
        '(together, "Tenant").',
        'Monthly rent of $1,420.00.',
      ].join('\n'),
    );
    expect(fields.tenant?.value).toEqual(['Maya R. Okonjo', 'Dev Patel']);
  });

  it('reads the buyers after "by its managing member …, and" (Oregon style)', () => {
    const { fields } = parseContract(
      [
        'REAL ESTATE PURCHASE AGREEMENT (OREGON)',
        'Between WILLOW CREEK HOMES, LLC ("Seller"), by its managing member Dana Whitcomb, and',
        'ELI BRANDT and ROSA BRANDT ("Buyer").',
        'Purchase Price: $512,000',
      ].join('\n'),
    );
    expect(fields.buyer?.value).toEqual(['Eli Brandt', 'Rosa Brandt']);
  });

  it('keeps a list that follows "by and between" (near miss: no one acting for a party)', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Made by and between Ruth Amsel ("Landlord") and Omar Haddad and Lena Haddad ("Tenant").',
        'Monthly rent of $1,420.00.',
      ].join('\n'),
    );
    expect(fields.tenant?.value).toEqual(['Omar Haddad', 'Lena Haddad']);
  });
});
