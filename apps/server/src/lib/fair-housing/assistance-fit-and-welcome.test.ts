import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';

const classes = (text: string) => [
  ...new Set(checkAdvertisement(text).map((finding) => finding.protectedClass)),
];
/** The rules alone, so a test pins the mechanism and not the learned layer's weights. */
const ruleClasses = (text: string) => [
  ...new Set(checkAdvertisement(text, { model: null }).map((finding) => finding.protectedClass)),
];

describe('"assistance" and "help" by the words next to them', () => {
  it('reads a payer before it as source of income', () => {
    for (const text of [
      'Renters who get county assistance need not apply.',
      'Sorry, nobody on public assistance.',
      'We do not take applicants on rental assistance.',
      'No government assistance, please.',
    ]) {
      expect(classes(text)).toEqual(['source-of-income']);
    }
  });

  it('reads needing no help, demanded of the tenant, as disability', () => {
    for (const text of [
      'Each renter must need no assistance at all.',
      'Best for a buyer who requires no help.',
      'Looking for occupants requiring no assistance.',
      'Only renters who need no help getting around.',
    ]) {
      expect(ruleClasses(text)).toEqual(['disability']);
      expect(classes(text)).toEqual(['disability']);
    }
  });

  it('reads help needed with a daily task or the stairs, refused, as disability', () => {
    for (const text of [
      'Renters who need help with the stairs need not apply.',
      'Occupants must not require assistance with dressing.',
      'Nobody needing assistance with medication, sorry.',
    ]) {
      expect(ruleClasses(text)).toEqual(['disability']);
    }
  });

  it('leaves help offered, or said of no tenant, alone', () => {
    for (const text of [
      'Our on-site team offers assistance with moving boxes.',
      'Staff can provide help with daily chores on request.',
      'Assistance with the stairs is available from the concierge.',
    ]) {
      expect(classes(text)).toEqual([]);
    }
  });
});

describe('fitting in sorts by the protected class the sentence names', () => {
  it('is religion when a faith, a holy day or worship stands in the sentence', () => {
    for (const text of [
      'Tell us which religious holidays you keep, so we know you would fit in.',
      'Mention the holidays your household observes so we can see whether you will fit in.',
      'Name your congregation so we know you will fit in with the street.',
      'Renters who will fit in with a Lutheran block are wanted.',
    ]) {
      expect(classes(text)).toEqual(['religion']);
    }
  });

  it('stays colour when no origin or faith is named', () => {
    expect(classes('We want owners who will fit in on this street.')).toEqual(['race-or-color']);
  });
});

describe('a welcome or an admission over a protected class is no exclusion', () => {
  it('does not flag accepting, welcoming or qualifying', () => {
    for (const text of [
      'We take Section 8 and every kind of housing voucher.',
      'Housing vouchers gladly accepted.',
      'Every lawful source of income is accepted.',
      'Vouchers welcome here.',
      'People of every faith welcome.',
      'Renters with vouchers qualify on their portion of the rent.',
      'Section 8 households are eligible to apply.',
    ]) {
      expect(classes(text)).toEqual([]);
    }
  });

  it('still flags the negated forms', () => {
    for (const text of [
      'No vouchers, sorry.',
      'Housing vouchers are not accepted.',
      "We don't accept Section 8 tenants.",
      'Renters with vouchers do not qualify.',
      'Only renters without vouchers qualify.',
    ]) {
      expect(classes(text)).toEqual(['source-of-income']);
    }
  });
});

describe('word families added by kind (aids-and-payers.ts)', () => {
  it('reads a public payer\'s "assisted" before people as source of income, not before a building', () => {
    expect(ruleClasses('Sorry, no federally subsidized renters.')).toEqual(['source-of-income']);
    expect(ruleClasses('We do not rent to county-aided occupants.')).toEqual(['source-of-income']);
    expect(classes('A publicly assisted complex two blocks from the station.')).toEqual([]);
  });

  it('reads powered mobility aids refused as disability, and kept as none', () => {
    expect(ruleClasses('Power wheelchairs are not permitted in the units.')).toEqual([
      'disability',
    ]);
    expect(ruleClasses('Electric wheelchairs and rollators are not allowed inside.')).toEqual([
      'disability',
    ]);
    expect(classes('Mobility scooters can be kept in the lobby storage room.')).toEqual([]);
  });

  it('reads a custodial parent refused as familial status', () => {
    expect(ruleClasses('We will not rent to custodial parents.')).toEqual(['familial-status']);
  });
});
