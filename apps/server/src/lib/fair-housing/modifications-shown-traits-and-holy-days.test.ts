import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './index';

const rulesFind = (text: string) =>
  checkAdvertisement(text, { model: null }).map((finding) => finding.protectedClass);
const find = (text: string) => checkAdvertisement(text).map((finding) => finding.protectedClass);

describe('accessibility changes refused (modification-refusals.ts)', () => {
  it.each([
    'Handrails are not allowed in the hallway.',
    'The landlord will not permit a stair lift.',
    'Residents may not put in grab bars.',
    'Wheelchair lifts are forbidden by the association.',
    'No lever handles will be approved.',
  ])('"%s" is disability', (text) => {
    expect(rulesFind(text)).toContain('disability');
  });

  it.each([
    'Grab bars and a roll-in shower in the primary bath.',
    'A gentle ramp leads to the front porch.',
    'The boat ramp is closed to the public on weekends.',
    'No structural alterations without written consent.',
    'Handrails were added on both staircases last year.',
  ])('"%s" is a feature or a rule for everyone', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('a trait demanded be shown (predicate-patterns.ts, traitMustBeShown)', () => {
  it.each([
    ['Country of birth must be verified before move-in.', 'national-origin'],
    ['Any psychiatric condition must be declared on the form.', 'disability'],
    ['Birthplace will be confirmed with the applicant.', 'national-origin'],
  ])('"%s" is %s', (text, cls) => {
    expect(rulesFind(text)).toContain(cls);
  });

  it.each([
    'The furnace must be checked every fall.',
    'Income will be verified for all applicants.',
  ])('"%s" names no one', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('health, the body and worship in other words (abilities.ts, traits.ts)', () => {
  it.each([
    ['Only applicants who are sound in body will be considered.', 'disability'],
    ['Every occupant must pass a physical first.', 'disability'],
    ['Ideal for someone who goes to synagogue.', 'religion'],
  ])('"%s" is %s', (text, cls) => {
    expect(rulesFind(text)).toContain(cls);
  });

  it.each([
    'The inspector found the house physically sound.',
    'A mosque and a temple are a short walk away.',
  ])('"%s" names no one', (text) => {
    expect(rulesFind(text)).toEqual([]);
  });
});

describe('fitting in, by what the sentence names (coded-patterns.ts)', () => {
  it('takes the origin the sentence names', () => {
    expect(
      rulesFind('Our street is mostly of Polish descent, so we want tenants who blend in.'),
    ).toContain('national-origin');
  });

  it('is colour when the sentence names no other class', () => {
    expect(rulesFind('We want tenants who will blend in.')).toEqual(['race-or-color']);
  });

  it('sorts by religion when the people are known by the holy day they keep', () => {
    expect(rulesFind('Renters who observe Ramadan would fit in well.')).toContain('religion');
    expect(rulesFind('Neighbors who celebrate Diwali host a street fair.')).toEqual([]);
  });
});

describe('an invitation to get in touch is no limit (learned/exemptions.ts)', () => {
  it.each([
    'Residents with limited mobility should call us about the first-floor unit.',
    'Applicants who use a wheelchair can ask about the accessible parking.',
  ])('"%s" stays clean', (text) => {
    expect(find(text)).toEqual([]);
  });

  it('still flags a refusal worded as advice', () => {
    expect(find('People with disabilities should look elsewhere.')).toContain('disability');
  });
});
