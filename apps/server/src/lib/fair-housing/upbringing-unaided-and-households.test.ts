import { describe, expect, it } from 'vitest';
import { advertisementCases } from './advertisement.test-support';

/**
 * The mechanisms of docs/decisions/0700-fair-housing-guard-upbringing-unaided-and-everyday-uses.md,
 * each crossed with wordings written for this test (none is a sentence of the evaluation batches
 * or of the training corpus), and each paired with look-alikes that must stay clean.
 */
const { classesOf, flags, leavesAlone } = advertisementCases({ state: 'NJ' });

describe('national origin by birth or upbringing (traits.ts, demonyms.ts, prohibitions.ts)', () => {
  flags([
    ['Occupants should have grown up in the United States.', 'national-origin'],
    ['We want a renter who was reared here, not a transplant.', 'national-origin'],
    ['Only folks born and bred stateside, please.', 'national-origin'],
    ['Roommate must have been brought up in this country.', 'national-origin'],
    ['Preference to Kenyan-born applicants.', 'national-origin'],
    ['Looking for a Portuguese-born boarder.', 'national-origin'],
    ['Buyers of Estonian descent preferred.', 'national-origin'],
    ['Ideal for a family of Sicilian ancestry.', 'national-origin'],
    ['Residents from Haiti or Cuba are not the right fit here.', 'national-origin'],
    ['Renters from Nigeria will not be considered.', 'national-origin'],
  ]);
  leavesAlone([
    'The seller grew up on this street and planted the oaks.',
    'Granite counters imported from Brazil.',
    'Built in 1931 by a Danish-born stonemason.',
    'A rich Estonian heritage is celebrated at the museum down the road.',
    'Stubborn-born weeds? Not here, the yard is freshly sodded.',
    'Victorian-era details throughout.',
  ]);
});

describe('disability by an unaided act or a sense demanded (abilities.ts, traits.ts)', () => {
  flags([
    ['Lessee must be able to climb the stairs without assistance.', 'disability'],
    ['Occupants should get around on their own; there is no elevator.', 'disability'],
    ['The renter needs to hear the fire alarm from the bedroom.', 'disability'],
    ['No applicants who are hearing impaired.', 'disability'],
    ['Must not have low vision, since the driveway is steep.', 'disability'],
    ['Owner prefers a roommate who is not visually impaired.', 'disability'],
  ]);
  leavesAlone([
    'The smoke alarm can be heard in every room.',
    'Stroll unaided to the lake along a flat, paved path.',
    'Strobe alarms were installed for residents who are hard of hearing.',
    'A bed-shaker alert is available for tenants with hearing loss.',
    'Children can bike to school on their own.',
  ]);
});

describe('source of income: paying one’s own way demanded, agency clients refused (lexicon.ts, question-refusal.ts)', () => {
  flags([
    ['Self-pay only.', 'source-of-income'],
    ['Private-pay applicants preferred.', 'source-of-income'],
    ['We cannot take HRA clients.', 'source-of-income'],
    ['Section 8: do not bother asking.', 'source-of-income'],
    ['On a housing voucher? Please don’t inquire.', 'source-of-income'],
  ]);
  leavesAlone([
    'Private pay parking is across the street.',
    'Laundry: ask the super for the code.',
    'Pets: do not ask.',
    'Self-pay car wash two blocks away.',
  ]);
});

describe('a parent named by sex is familial status and sex (lexicon.ts, coordinated.ts)', () => {
  it.each([
    'Sorry, no divorced dads.',
    'We do not lease to unmarried mothers.',
    'Single moms need not apply.',
  ])('"%s" is familial status with sex beside it', (text) => {
    const classes = classesOf(text);
    expect(classes, text).toContain('familial-status');
    expect(classes, text).toContain('sex');
  });
});

describe('things fitted, households of every stage, accommodations granted', () => {
  leavesAlone([
    'You can fit in a queen bed and a desk in the second bedroom.',
    'The den will fit in a sectional and a pool table.',
    'Wonderful for retirees or families with young children.',
    'Suits couples and families of every size.',
    'Emotional support animals are accommodated in line with fair housing law.',
  ]);
  flags([
    ['Tenants who will fit in with the neighbors preferred.', 'race-or-color'],
    ['Better for retirees rather than families with toddlers.', 'familial-status'],
    ['Great for empty nesters; no families with kids.', 'familial-status'],
  ]);
});

describe('the model’s policies: a likeness to any other admits, a place’s background frames no one (learned/)', () => {
  leavesAlone([
    'Pension and SSI deposits are counted like any other income.',
    'Voucher holders are screened the same as any other applicant.',
    'A walkable district proud of its Polish heritage.',
  ]);
  flags([
    ['SSI is not counted like any other income.', 'source-of-income'],
    ['Tenants of Polish heritage preferred in this district.', 'national-origin'],
  ]);
});
