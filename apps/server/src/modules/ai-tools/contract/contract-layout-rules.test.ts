import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * General rules of docs/decisions/0360-contract-parser-general-rules.md, each on wordings written
 * for this test (none comes from an evaluation document): how forms state the effective date, day
 * counts with a form's alternative, prices in parts, parties in signature blocks, and the layout
 * PDF and Word extraction leaves behind.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL PURCHASE AGREEMENT\n${body}`);
const PARTIES =
  'Buyer: Lena Okafor\nSeller: Piet de Wit\nSeller agrees to sell and Buyer agrees to buy the property under this agreement; title passes at closing.\n';

describe('effective date: how a form says when it takes effect', () => {
  it('is the latest signature date when the form ties it to the last signature', () => {
    const result = purchase(
      `${PARTIES}Date: March 2, 2026\nThe Effective Date is the day the last of the parties signs this offer or the final counter-offer.\nBuyer must apply for a loan within 5 days after the Effective Date.\nLena Okafor Date: 03/02/2026\nPiet de Wit Date: 03/04/2026\nOffer Expiration Date: 03/09/2026`,
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-03-04');
    expect(result.deadlines[0]).toMatchObject({ days: 5, date: '2026-03-09' });
  });

  it('reads a labelled acceptance date over the offer date at the top', () => {
    expect(
      purchase(`Date: 9/1/2026\n${PARTIES}Date of acceptance: September 3, 2026`).fields
        .effectiveDate!.value,
    ).toBe('2026-09-03');
    expect(
      purchase(`${PARTIES}The Binding Agreement Date is: 10/12/2026.`).fields.effectiveDate!.value,
    ).toBe('2026-10-12');
    expect(
      purchase(`${PARTIES}Mutual acceptance occurred on\nJanuary 8, 2027.`).fields.effectiveDate!
        .value,
    ).toBe('2027-01-08');
  });
});

describe('deadlines: day counts the way forms write them', () => {
  const withEffective = (body: string) =>
    purchase(`${PARTIES}Effective Date: June 1, 2026\n${body}`);

  it('keeps a written count over the form default, and a filled-in alternative over the print', () => {
    const result = withEffective(
      'Buyer shall deliver the deposit within 4 (if left blank, then 3) days after the Effective Date.\nBuyer shall order an appraisal within 7 days (or 9 days) after the Effective Date.\nTitle objections are due 12 days (or ____ days) after the Effective Date.',
    );
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [4, '2026-06-05'],
      [9, '2026-06-10'],
      [12, '2026-06-13'],
    ]);
  });

  it('does not read a blank line default as a deadline of its own', () => {
    const result = withEffective(
      'A second deposit is due within ______ (if left blank, then\n6) days after the Effective Date.',
    );
    expect(result.deadlines).toEqual([]);
  });

  it('reads an ordinal day, a defined short name and a fully executed copy as anchors', () => {
    const result = withEffective(
      '"DOA" means the date of acceptance of this offer.\nThe review period ends on the twentieth (20th) day after the Effective Date.\nSurvey due 3 days after DOA.\nThe loan commitment is due on or before 30 days after a fully executed copy of this agreement is delivered.',
    );
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [20, '2026-06-21'],
      [3, '2026-06-04'],
      [30, '2026-07-01'],
    ]);
  });

  it('gives a contingency the deadline a table of dates states for its topic', () => {
    const result = withEffective(
      'Financing: this purchase is contingent on a new loan.\nDates and deadlines:\n| Loan approval deadline | 18 days after the Effective Date |',
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 18,
      deadline: '2026-06-19',
    });
  });

  it('follows the checked box of "[X] IS [ ] IS NOT contingent"', () => {
    expect(
      withEffective('This sale [ ] IS [X] IS NOT contingent upon financing.').fields
        .financingContingency!.value.included,
    ).toBe(false);
    expect(
      withEffective('This sale [X] IS [ ] IS NOT contingent upon financing.').fields
        .financingContingency!.value.included,
    ).toBe(true);
  });
});

describe('price and deposit: amounts in the price clause', () => {
  it('takes a stated amount that the parts listed after it add up to', () => {
    const result = purchase(
      `${PARTIES}(c) "Purchase Price":\n$ 612,000.00 to be paid as set out below:\n$ 6,000.00 option fee paid to Seller\n$ 20,000.00 deposit held by the escrow agent\n$ 586,000.00 balance due at settlement`,
    );
    expect(result.fields.purchasePrice!.value).toBe(612_000);
  });

  it('adds amounts chained by "plus" under a bare price heading', () => {
    const result = purchase(
      `${PARTIES}4. PRICE. Buyer will pay the sum of $41,000 at settlement, plus the proceeds of a bank loan of $369,000.\n5. DEPOSIT. Buyer shall deposit $4,000 as earnest money with the broker.`,
    );
    expect(result.fields.purchasePrice!.value).toBe(410_000);
    expect(result.fields.earnestMoney!.value.amount).toBe(4_000);
  });

  it('reads a total line with dot leaders and a formula after a blank line', () => {
    const result = purchase(
      `${PARTIES}3. Price. The price shall be paid as follows:\n\n  (1) Cash ............ $ 30,000.00\n  (2) Seller note ..... $ 90,000.00\n  Total Price (1 + 2) ............ $ 120,000.00\n4. Closing.`,
    );
    expect(result.fields.purchasePrice!.value).toBe(120_000);
  });

  it('reads an earnest money amount written before its label', () => {
    const result = purchase(`${PARTIES}$ 9,250.00 AS INITIAL EARNEST MONEY, due at signing.`);
    expect(result.fields.earnestMoney!.value.amount).toBe(9_250);
  });
});

describe('parties: labels, signature blocks, names before their role', () => {
  it('reads quoted role labels and skips an attorney "for Seller"', () => {
    const result = purchase(
      '(a) "Seller": Ramon Ortiz and Lucia Ortiz\n(b) "Buyer": Grace Whitlow\nAttorney for Seller: Ames & Pike LLP',
    );
    expect(result.fields.seller!.value).toEqual(['Ramon Ortiz', 'Lucia Ortiz']);
    expect(result.fields.buyer!.value).toEqual(['Grace Whitlow']);
  });

  it('lists every signature line of a role, in two columns', () => {
    const result = purchase(
      'The parties agree as follows. Attorney for Buyer: Lowe Legal PLLC\n_______________ _______________\nNora Beck, Seller Omar Haddad, Purchaser\n_______________ _______________\nIvo Beck, Seller Sara Haddad, Purchaser',
    );
    expect(result.fields.seller!.value).toEqual(['Nora Beck', 'Ivo Beck']);
    expect(result.fields.buyer!.value).toEqual(['Omar Haddad', 'Sara Haddad']);
  });
});

describe('address and closing', () => {
  it('writes the state as its postal code and skips a firm named "… Property Management"', () => {
    const result = parseContract(
      'RESIDENTIAL LEASE AGREEMENT\nLandlord: Ruth Salas, c/o Pinecrest Property Management, 40 Oak Street, Dover, DE 19901\nTenant: Abe Lund\nThe Premises: 12 Heron Way, Apt. 5\nMilford, Delaware 19963\nRent: $1,400 per month.',
    );
    expect(result.fields.propertyAddress!.value).toBe('12 Heron Way, Apt. 5, Milford, DE 19963');
  });

  it('finds the closing date in the closing sentence or where the date is named', () => {
    expect(
      purchase(
        `${PARTIES}9. CLOSING. The sale shall be settled and closed on or before\nAugust 28, 2026.`,
      ).fields.closingDate!.value,
    ).toBe('2026-08-28');
    expect(
      purchase(`${PARTIES}The deed shall be delivered no later than May 2, 2026 ("Closing Date").`)
        .fields.closingDate!.value,
    ).toBe('2026-05-02');
  });
});

describe('layout left by PDF and Word extraction', () => {
  it('joins a Word file whose every line is a paragraph, and a value on the line after its label', () => {
    const lines = [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Buyer: Lena Okafor',
      'Seller: Piet de Wit',
      'Effective Date:',
      '04/06/2026',
      'Buyer may inspect the Property within ten (10) days after the',
      'Effective Date and may cancel by written notice.',
    ];
    const result = parseContract(lines.join('\n\n'));
    expect(result.fields.effectiveDate!.value).toBe('2026-04-06');
    expect(result.deadlines[0]).toMatchObject({ days: 10, date: '2026-04-16' });
  });

  it('joins a middle initial at a line end to the surname on the next', () => {
    const result = purchase(
      'The undersigned seller, Walter P. Greene and Edith M.\nGreene, husband and wife ("Seller"), agree to sell; Buyer: Lena Okafor',
    );
    expect(result.fields.seller!.value).toEqual(['Walter P. Greene', 'Edith M. Greene']);
  });
});

describe('document kinds and lease renewals', () => {
  it('reads a counter-offer as an addendum', () => {
    expect(
      parseContract(
        "COUNTER-OFFER No. 2\nSeller counters Buyer's offer to purchase the property as follows: the purchase price shall be $390,000. All other terms of the purchase agreement remain.",
      ).kind,
    ).toBe('addendum');
  });

  it('takes the renewed term, not the original one it recites', () => {
    const result = parseContract(
      'LEASE EXTENSION AGREEMENT\nLandlord: Hal Berg\nTenant: Ona Reyes\nThe original term of the lease began March 1, 2025 and ends February 28, 2026.\nThe lease is extended for a term beginning March 1, 2026 and ending February 28, 2027 at a monthly rent of $1,975.',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-03-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-02-28');
  });
});
