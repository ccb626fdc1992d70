import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { NUMBERED_CLAUSES } from '../../../../test/fixtures/sample-contracts';
import { cpuTimeOf } from '../../../../test/cpu-time';

const MAX = 300_000; // the request schema's limit
const fill = (unit: string) => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX);
/** One line that turns a rule on (an effective date, a signing rule), then the filling. */
const after = (line: string, unit: string) => `${line}\n${fill(unit)}`.slice(0, MAX);

/**
 * Inputs that made the old regular expressions backtrack (18 s for 100,000 × "a" froze every
 * request). Each one, at the largest size a request may send, must parse in well under a second.
 */
const WORST_CASES: Record<string, string> = {
  'all "a"': fill('a'),
  'all spaces': `Buyer:${fill(' ')}`.slice(0, MAX),
  'all newlines': fill('\n'),
  'spaces and tabs': fill(' \t'),
  'repeated "$1,"': fill('$1,'),
  'repeated digits': fill('1'),
  'digits then "dollars" never': fill('1,000,'),
  'repeated "within ("': fill('within ('),
  'repeated "ten (10) "': fill('ten (10) '),
  'repeated "10 days after "': fill('10 days after '),
  'repeated deadlines': fill('3 business days after the Effective Date. '),
  'capitalised words': fill('Aaaa Bbbb Cccc Dddd Eeee Ffff Gggg '),
  'capitalised words then a role': `${fill('Aaaa Bbbb, and Cccc & Dddd ').slice(10)} ("Buyer")`,
  'one long line of words': fill('the purchase price of the property shall be '),
  'repeated labels without values': fill('Purchase Price: Earnest Money: Closing Date: '),
  'repeated "price"': fill('price '),
  'street numbers': fill('12 Main '),
  'dates without years': fill('March 14, '),
  'hyphens at line ends': fill('inspec-\n'),
  'wrapped lines': fill('word word word word word word word word word word word word\n'),
  'table pipes': fill('| Buyer | '),
  'check boxes': fill('[X] Financing contingency '),
  'sample repeated': fill(NUMBERED_CLAUSES),
  'blank alternatives': fill('within 21 (or ___) days after Acceptance '),
  'date ranges': fill('from June 1, 2026 to '),
  'dates a day apart': fill('from 06/01/2026 to 06/02/2026 '),
  'numbered party labels': fill('Buyer 1: Aa Bb\nCo-Buyer: Cc Dd Date:\n'),
  'address parts': fill('12 Oak Lane, Unit 4, Apt 5, '),
  'address lines': fill('12 Oak Lane\nSpring Hill\n'),
  'itemised price': fill('Purchase price as follows:\n(a) Deposit: $1,000\n'),
  'price totals': fill('The purchase price is paid as follows: total '),
  'form defaults': fill('within 3 (if left blank, then '),
  'alternatives after days': fill('2 days (or 3 days) after '),
  'ordinal days': fill('the fourteenth (14th) day after the '),
  'signature dates': fill('Buyer Date: 05/25/2025\n'),
  'last-signature wording with dates':
    `the last one of Buyer and Seller has signed ${fill('Date: 1/2/2026 ')}`.slice(0, MAX),
  'amounts chained by plus': fill('PRICE. the sum of $1,000 plus $2,000 plus '),
  'closing sentences': fill('closing shall occur on or before '),
  'check-box choices': fill('[X] IS [ ] IS NOT '),
  'paragraph per line': fill('Buyer shall pay\n\n'),
  'role words after names': fill('Aaaa Bbbb, Seller Cccc Dddd, Purchaser\n'),
  'quoted role labels': fill('"Buyer": Aa Bb and '),
  'dates in words': fill('the twenty-first day of '),
  'totals after parts': fill('$1,000 $2,000 $3,000 '),
  'capitals with suffixes': fill('AAAA BBBB, INC., '),
  // decision 0390's patterns
  'role brackets after names': fill(
    'Aaaa Bbbb and Cccc Dddd, husband and wife, (together, "Seller") ',
  ),
  'role brackets alone': fill('(collectively, the "Buyer" or "Vendee") and '),
  'bare role labels': fill('SELLERS:\n'),
  'signature blocks': fill('BUYER:\n________ Date: May 1, 2026 Aaaa Bbbb\n'),
  'signing lines without names': fill('________ Date: 05/01/2026\n'),
  'defined places': fill('12 Aaaa Bbbb, Cccc, NY 10001 (the "Property") '),
  'typeless streets': fill('12 Aaaa de la Bbbb, Unit 4, Cccc '),
  'labelled address parts': fill('Street Address: 1 Oak Lane\nCity of '),
  'change frames': fill('the Purchase Price shall now be '),
  'change frames with figures': fill('Closing Date is changed from 1.2.3.4 '),
  'defined prices': fill('($1,000.00) (the "Sale '),
  'amounts named with as': fill('$1,000 as the '),
  'blank counts with defaults': fill('within ____ DAYS (5 if not specified) of '),
  'conditional waivers': fill('If no notice, it is waived. [ ] waived '),
  'numbered sections': fill('1. A\n(a) within 3 days after the Effective Date approval\n'),
  'weekend rules': fill('If the last day to pay the deposit falls on a Saturday, '),
  'rent schedules': fill('Base Rent $ 12,000.00 $ 1,000.00 '),
  'animals lists': fill('No dogs, cats, birds, '),
  // decision 0415's patterns
  'deadline table rows': after('Effective Date: 03/05/2026', 'Aaaa Bbbb Deadline 12 03/17/2026\n'),
  'table rows without dates': after('Effective Date: 03/05/2026', '| Aa | 12 | 1 |\n'),
  'one long table row': after('Effective Date: 03/05/2026', 'Aaaa 12 '),
  'role brackets in any order': fill('(hereinafter, jointly and severally, called "'),
  'lists after role brackets': fill('(the "Tenants"):\n1. Aa Bb\n'),
  'role-named signature lines': after('the last party signs it', 'Aaaa Bbbb (Buyer) ........ '),
  'dated signature lines': after('the last party signs it', 'Aa Bb, Seller .......... 7/14/2026\n'),
  'dates without a colon': after('the last party signs it', 'Buyer: Aa Bb Date 04/02/2026 '),
  'ranges with hours': fill('from June 1, 2026 to 11:59 p.m. on '),
  'ordinal dates with of': fill('the 15th of August, '),
  'defined amounts': fill('$1,000 (the "'),
  'dot leaders': fill('Pet Deposit ..........'),
  'counted from the day after': fill('10 days commencing on the day '),
  'takes effect': fill('5 days after this agreement takes '),
  'waiver words': fill('Appraisal: does not depend on no appraisal is '),
  'sums in a sentence': fill('Purchase price is the sum of ($1,000) '),
  'amounts that double': fill('Price: $1 paid as follows $1 $2 $4 $8 '),
  'page breaks before quotes': fill('a cat named\n\n"A", '),
  'names in capitals ending in commas': fill('AAAA B. CCCC,\n'),
  'plural labels with names under them': fill('Buyers: Aa Bb\nCc Dd\nEe Ff\n'),
  'semicolons after deposit labels': fill('earnest money; $1 '),
  'last days of months': fill('through the last day of February, '),
  'leases that run for': fill('The lease runs for the lease runs for '),
  // decision 0435's patterns: the labelled-field reader and the rules beside it
  'labels with colons': fill('Aaaa Bbbb: '),
  'labels alone on their lines': fill('Buyer Names:\n'),
  'labelled values under their column': fill('BUYER:  Aa Bb   Date 1/2/2026\n        '),
  'leader rows': fill('Aaaa Bbbb ...... '),
  'numbered headings': fill('1. AAAA BBBB. '),
  'cells apart by wide gaps': fill('Aa: Bb     Cc: '),
  'one label and a long value': `Who is buying: ${fill('Aa Bb and her sister, ')}`.slice(0, MAX),
  'role brackets after long clauses': fill('Aa B. Cc, a single man, of Dd, Ee ("Buyer") '),
  'grid addresses': fill('12 North 34 East, '),
  'room units': fill('12 Oak Lane, Room 4, Room '),
  'printed alternatives': fill('IS NOT (IS / IS NOT) '),
  'replaced with': fill('Sales Price is deleted and replaced with a '),
  'signing anchors': fill('3 days after we all sign the '),
  'consequences after deadlines': fill('within 3 days after the Effective Date, whereupon the '),
  'total rent rows': fill('Total Monthly Rent ...... $1 '),
  'defined dates': fill('May 1, 2026, at 9:05 a.m. (the "Acceptance" date) '),
  'defined terms without dates': fill('(the "Acceptance") '),
  // decision 0460
  'amounts in words that never say dollars': after(
    'Buyer: Aa Bb. Seller: Cc Dd. Earnest money deposit, purchase price, closing.',
    'earnest money one hundred twenty thousand five hundred and ',
  ),
  'dates named with words before the name': fill(
    'June 2, 2026 (which we call the "Contract Date") ',
  ),
  'signature table headers': fill('SIGNATURE DATE\nAa Bb 1/2/2026\n'),
  'streets typed before their name': fill('12 Calle de la '),
  'rows that open with an amount': fill('\n$ 1,000.00 A. EARNEST MONEY '),
  'residences after names': fill('Aa B. Cc, of Dd, Maine, '),
  'names run together': fill('Aa B. Cc Dd E. Ff '),
  // decision 0555
  'years in words': fill('the sixth (6th) day of April, two thousand '),
  'summary rows': fill('| Inspection Deadline | 10 days after Acceptance |\n'),
  'option rows over lines': fill('[X] Conventional loan, [ ] FHA,\n[ ] cash, '),
  'change table rows': after(
    'COUNTER OFFER. Buyer: Aa Bb. Seller: Cc Dd. Purchase price, closing.',
    'Earnest money $1,000.00 $2,000.00 14 days 10 days ',
  ),
  'replaced values': after('AMENDMENT', 'rather than 14 days rather than $1,000 '),
  'blank counts with written defaults': fill('within ____ business days (if left blank, ten ('),
  'rows led by a letter': fill('\nA. $1,000.00 B. '),
  'rent given by a schedule': after('LEASE. Base Rent: see schedule', '$1,000.00 $2,000.00 '),
  'late charge mentions': after('LEASE. Late charge $50.', 'late charge late fee '),
  'ZIPs on the next line': fill('12 Oak Street, Cccc, MA\n'),
  'printed-name cells': fill('SELLER Signature ____ SELLER (Print Name) Aa B. Cc Date '),
  'lots on roads': fill('Lot 7, Aaaa Bbbb Road, '),
  'parties acting by an agent': fill(
    'Aa Bb ("Landlord"), by its manager Cc Dd, and Ee Ff ("Tenant") ',
  ),
};

describe('parseContract on worst-case input (linear time)', () => {
  for (const [name, text] of Object.entries(WORST_CASES)) {
    it(`parses 300,000 characters of ${name} in under a second of CPU`, async () => {
      expect(text.length).toBeLessThanOrEqual(MAX);
      const { result, ms } = await cpuTimeOf(() => parseContract(text));
      expect(ms).toBeLessThan(1_000);
      expect(result.kind).toMatch(/^(?:purchase|lease|addendum|not-a-contract)$/);
    });
  }
});
