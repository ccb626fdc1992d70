/**
 * A short purchase agreement (fictitious people and address): the web tool's "Use a sample" text
 * and the server parser's first test case.
 */
export const SAMPLE_CONTRACT = `RESIDENTIAL PURCHASE AND SALE AGREEMENT

1. PARTIES. Buyer: Michael J. Rivera and Ana Rivera
Seller: Patricia Chen

2. PROPERTY. The real property located at 4821 Laurel Creek Drive, Sacramento, CA 95823, together with all fixtures.

3. PURCHASE PRICE. The total purchase price is $425,000.00, payable at closing.

4. EARNEST MONEY. Buyer shall deliver an earnest money deposit of $10,000 to the escrow holder within three (3) business days after the Effective Date.

5. FINANCING CONTINGENCY. This Agreement is contingent upon Buyer obtaining a conventional loan of not more than 80% of the purchase price. Buyer shall deliver written loan approval within twenty-one (21) days after the Effective Date.

6. INSPECTION CONTINGENCY. Buyer shall have an inspection period of ten (10) days after the Effective Date to complete all inspections and to deliver any objections to Seller.

7. CLOSING. Closing shall occur on or before April 30, 2025.

8. EFFECTIVE DATE. The Effective Date of this Agreement is March 14, 2025, the date of final acceptance.
`;
