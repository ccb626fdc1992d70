import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0510 (issue #25, seventh blind batch): a choice of boxes decided by its checked
 * option, and a whole address after a fragment that looks like one. Wordings written for this
 * test; none comes from an evaluation document.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL PURCHASE CONTRACT\n${body}`);
const PARTIES = 'Buyer: Odile Ferrand\nSeller: Bastian Kroll\n';

describe('a choice of boxes: the checked option decides', () => {
  it('reads a contingency as waived when the checked alternative on the next line says so', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $152,000',
        '8. FINANCING. [ ] This purchase depends on Purchaser obtaining a mortgage loan.',
        '[X] This purchase does not depend on any financing.',
        '9. SURVEY. Purchaser may obtain a survey at its own cost.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency?.value.included ?? false).toBe(false);
  });

  it('reads it as included when the first, unchecked line is the waiver', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $152,000',
        '8. APPRAISAL. [ ] Purchaser waives any appraisal condition.',
        '[X] This purchase is conditioned on an appraisal of at least the price.',
      ].join('\n'),
    );
    expect(result.fields.appraisalContingency!.value.included).toBe(true);
  });

  it('reads pets as allowed when "No pets" is the unchecked option and the checked one allows a dog', () => {
    const result = parseContract(
      [
        'RESIDENTIAL LEASE AGREEMENT',
        'Landlord: Agnes Thorvaldsen',
        'Tenant: Malik Osei',
        'Monthly rent: $1,480',
        '11. ANIMALS. [X] Pets permitted: one dog under 40 lb, with a pet deposit of $250.  [ ] No pets.',
      ].join('\n'),
    );
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: true, deposit: 250 });
  });

  it('reads pets as forbidden when "No pets" is the checked option', () => {
    const result = parseContract(
      [
        'RESIDENTIAL LEASE AGREEMENT',
        'Landlord: Agnes Thorvaldsen',
        'Tenant: Malik Osei',
        'Monthly rent: $1,480',
        '11. PETS. [ ] Pets permitted as agreed in writing.  [X] No pets of any kind.',
      ].join('\n'),
    );
    expect(result.fields.petsPolicy!.value.allowed).toBe(false);
  });
});

describe('a number and words before the whole address', () => {
  it('takes the whole address that follows in the clause over "Unit 9 in The Willow Park Place …"', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $329,000',
        '2. THE PROPERTY. Unit 9 in The Willow Park Place Condominium, a residential unit known by the street address 77 Orchard Street, Unit 9, Burlington, VT 05401, with its storage locker.',
      ].join('\n'),
    );
    expect(result.fields.propertyAddress!.value).toBe(
      '77 Orchard Street, Unit 9, Burlington, VT 05401',
    );
  });

  it('keeps a street with no tail when no whole address follows', () => {
    const result = purchase(
      `${PARTIES}Purchase Price: $329,000\nProperty: 4406 Marsh Wren Lane\nCity: Savannah\nState: GA\nZIP: 31410`,
    );
    expect(result.fields.propertyAddress!.value).toContain('4406 Marsh Wren Lane');
  });
});
