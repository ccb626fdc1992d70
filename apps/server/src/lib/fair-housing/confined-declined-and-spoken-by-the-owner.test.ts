import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { advertisementCases } from './advertisement.test-support';

/**
 * The mechanisms of docs/decisions/0740-fair-housing-confined-declined-written-down-and-spoken-by-the-owner.md,
 * each with wordings written for this test (none is a sentence of the evaluation batches), and
 * each paired with look-alikes that must stay clean.
 */
const { flags, leavesAlone } = advertisementCases();
const rulesOnly = (text: string) =>
  checkAdvertisement(text, { model: null }).map((finding) => finding.protectedClass);

describe('people kept to one part of the property, said after the word (frames.ts)', () => {
  it('is a limit by the rules alone', () => {
    expect(rulesOnly('Kids are limited to the units on the first floor.')).toContain(
      'familial-status',
    );
    expect(rulesOnly('Families with children are confined to the back building.')).toContain(
      'familial-status',
    );
  });
  leavesAlone([
    'Parking is restricted to the ground-floor lot.',
    'Smoking is confined to the patio.',
    'Pets are limited to two per unit.',
  ]);
});

describe('people turned away after the word (frame-words.ts POST_REFUSALS, frames.ts)', () => {
  it('reads "will be declined", "rejected" and "turned down" as refusals', () => {
    expect(rulesOnly('Renters with a history of psychiatric illness will be declined.')).toContain(
      'disability',
    );
    expect(rulesOnly('Renters on disability will be turned down.')).toContain('disability');
  });
  leavesAlone([
    'Late applications will be declined.',
    'Offers below asking will be rejected.',
    'The heat is turned down at night.',
  ]);
});

describe('a question written on a form, and where the family comes from (traits.ts, frame-words.ts ASK)', () => {
  it('asks for origin when the applicant writes it down or is told to tell it', () => {
    expect(rulesOnly('Enter your country of origin on the lease form.')).toContain(
      'national-origin',
    );
    expect(rulesOnly('Tell us your ethnicity and where you come from.')).toContain(
      'national-origin',
    );
  });
  leavesAlone([
    'Please write your phone number on the rental form.',
    'Tell us your move-in date.',
    'Write your name on the sign-up sheet.',
    'Where you come from does not matter here.',
  ]);
});

describe('a coded kind refused after it, or kept clear of (coded-history.ts)', () => {
  it('reads the refusal after the kind', () => {
    expect(rulesOnly('Ghetto types need not apply.')).toContain('race-or-color');
    expect(rulesOnly('The slum crowd need not apply.')).toContain('race-or-color');
    expect(rulesOnly("Perfect if you'd like to steer clear of the urban crowd.")).toContain(
      'race-or-color',
    );
  });
  leavesAlone([
    'The urban crowd will love the rooftop bar.',
    'Steer clear of the traffic by taking the back road.',
  ]);
});

describe('a place kept as it is, said with "stays" or "hope" (place-over-time.ts)', () => {
  it('reads the make-up kept', () => {
    expect(
      rulesOnly("This street isn't a mixed neighborhood and we hope it stays that way."),
    ).toContain('race-or-color');
  });
  leavesAlone([
    'The street is quiet and we hope it stays that way.',
    'The paint is a mixed color and stays that way.',
  ]);
});

describe("a code adjective of a cul-de-sac, and the advertiser's own colour (coded-history.ts, traits.ts)", () => {
  flags([
    ['A lily-white cul-de-sac off Main Street.', 'race-or-color'],
    ['Seller will only sell to buyers of his own color.', 'race-or-color'],
    ['Landlord rents only to tenants of their own race.', 'race-or-color'],
  ]);
  leavesAlone(['Lily-white walls and oak floors.', 'Paint the bedroom in your own color.']);
});

describe('foster and step parents are households with children (lexicon.ts)', () => {
  flags([
    ['Stepparents need not apply.', 'familial-status'],
    ['No foster families, sorry.', 'familial-status'],
  ]);
});

describe('a language the advertiser speaks, and a bank by name (learned/names.ts)', () => {
  leavesAlone([
    'The owner speaks Spanish and Tagalog as well as English.',
    'Our manager also speaks Polish.',
    'Pioneer Bank and Trust two blocks away.',
    'First Federal Savings nearby.',
  ]);
  flags([['Tenants must speak English.', 'national-origin']]);
});
