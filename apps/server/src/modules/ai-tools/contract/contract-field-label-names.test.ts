import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { isFieldLabel } from './party-names';

/**
 * A field's label on the line under a party's label ("Property Address", then the address on the
 * next line) is no second person (issue #25). Wordings written for this test; none comes from an
 * evaluation document.
 */
const purchase = (partyLines: string[]) =>
  parseContract(
    [
      'RESIDENTIAL SALES CONTRACT',
      '',
      ...partyLines,
      '',
      'Purchase Price: $412,500.00. Closing on or before March 3, 2027.',
    ].join('\n'),
  );

describe('a label under a party is not one more person', () => {
  it('leaves a label on a line of its own, its value on the next, out of the names', () => {
    const { fields } = purchase([
      'Buyer: Ingrid Solberg',
      'Property Address',
      '208 Quarry Hill Road, Barre, VT 05641',
      'Seller: Amos T. Whitcomb',
    ]);
    expect(fields.buyer?.value).toEqual(['Ingrid Solberg']);
    expect(fields.seller?.value).toEqual(['Amos T. Whitcomb']);
  });

  it('leaves a label indented to the names column out, and still takes a name there', () => {
    const labelled = purchase([
      'Seller(s):  Amos T. Whitcomb',
      '            Mailing Address',
      'Buyer(s):   Ingrid Solberg',
    ]);
    expect(labelled.fields.seller?.value).toEqual(['Amos T. Whitcomb']);
    const named = purchase([
      'Seller(s):  Amos T. Whitcomb',
      '            Delia Whitcomb',
      'Buyer(s):   Ingrid Solberg',
    ]);
    expect(named.fields.seller?.value).toEqual(['Amos T. Whitcomb', 'Delia Whitcomb']);
  });

  it('tells a label from a name that happens to end in a form word', () => {
    expect(isFieldLabel('Property Address')).toBe(true);
    expect(isFieldLabel('Closing Date')).toBe(true);
    expect(isFieldLabel('Home Phone')).toBe(true);
    expect(isFieldLabel('Ingrid Solberg')).toBe(false);
    // no everyday word before the head: a surname, trimmed as a stray word elsewhere
    expect(isFieldLabel('Solberg Date')).toBe(false);
    expect(isFieldLabel('Amos T. Whitcomb')).toBe(false);
  });
});
