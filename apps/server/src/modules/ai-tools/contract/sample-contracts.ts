/** Purchase agreements written for the parser's tests, in the styles agents meet most often. */

/** The web tool's sample, kept once in the shared package. */
export { SAMPLE_CONTRACT as NUMBERED_CLAUSES } from '@nestwise/shared';

export const FORM_TABLE = `OFFER TO PURCHASE REAL ESTATE

| Term | Details |
|---|---|
| Buyer | Northgate Holdings LLC |
| Seller | David Okafor & Grace Okafor |
| Property Address | 77 W. Elm St., Unit 4, Elk Grove, CA 95757 |
| Purchase Price | $389,900 |
| Earnest Money | $5,000 due within 2 business days of the Effective Date |
| Effective Date | 06/02/2025 |
| Closing Date | 07/15/2025 |

[X] Financing contingency: Buyer has 17 days after the Effective Date to obtain loan approval.
[X] Inspection contingency: 7 days after the Effective Date.
[ ] Appraisal contingency.
`;

export const RECITALS_CASH = `AGREEMENT OF SALE

This Agreement of Sale is made and entered into this 3rd day of February, 2025 (the "Effective Date") by and between Harold P. Whitman, Trustee, as Seller, and Lucia Fernandez (hereinafter referred to as "Buyer").

WHEREAS, Seller owns the premises commonly known as 1509 Birchwood Lane, Roseville, CA 95661;

Section 1. Price. Buyer agrees to purchase the Property for Six Hundred Twelve Thousand Five Hundred Dollars ($612,500).

Section 2. Deposit. A good faith deposit of $15,000 shall be paid within five (5) days of the Effective Date.

Section 3. Financing. This is an all-cash transaction; the Buyer's obligations are not contingent upon financing.

Section 4. Due Diligence Period. Buyer shall have fourteen (14) calendar days after the Effective Date to conduct inspections of the Property at Buyer's expense.

Section 5. Closing. The Closing Date shall be March 7, 2025.
`;

export const ESCROW_STYLE = `CALIFORNIA RESIDENTIAL PURCHASE AGREEMENT (SUMMARY)
Date of Acceptance: 09/08/25
BUYER: Samuel Ortiz
SELLER: Janet Liu and Robert Liu
PROPERTY: 2210 Fair Oaks Boulevard, Sacramento, CA 95825
PURCHASE PRICE: US$ 1.2 million
INITIAL DEPOSIT: $36,000, delivered within 3 business days after Acceptance.
LOAN CONTINGENCY: shall be removed within 17 days after Acceptance.
INVESTIGATION OF PROPERTY: Buyer shall complete all inspections within 17 (or 10) days after Acceptance; the inspection contingency is removed at that time.
CLOSE OF ESCROW: 30 days after Acceptance.
Seller shall deliver the Natural Hazard Disclosure 7 days after Acceptance.
`;

export const NOTHING_USEFUL = `Thank you for your interest in the neighborhood. Let us know when you would like to tour homes.`;
