import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { advertisementCases } from './advertisement.test-support';

/**
 * The mechanisms of docs/decisions/0755-fair-housing-diet-rules-payers-refused-and-fitness.md
 * for disability and familial status, each with wordings written for this test (none is a
 * sentence of the evaluation batches), and each paired with look-alikes that must stay clean.
 */
const { leavesAlone } = advertisementCases();
const rulesOnly = (text: string) =>
  checkAdvertisement(text, { model: null }).map((finding) => finding.protectedClass);

describe('conditions, care and equipment refused or asked about (conditions.ts)', () => {
  it.each([
    'No one with autism or ADHD, please.',
    'Applicants with epilepsy will not be considered.',
    'Tenants who need a live-in aide need not apply.',
    'Renter must not require home health visits.',
    'Please disclose any psychiatric medication you take.',
    'Recovering alcoholics will be declined.',
    'We cannot rent to anyone on oxygen or dialysis.',
    'HIV-positive applicants are not eligible.',
    'Seeking a tenant with no history of depression.',
  ])('is disability by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('disability');
  });
  leavesAlone([
    'Quiet street that eases anxiety after a long day.',
    'Near the dialysis center and the hospital.',
    'Add a room over the garage, plans approved.',
    'Depression-era bungalow with original trim.',
    'We offer medication reminders through the concierge.',
    'Caregiver suite with its own entrance.',
    'Oxygen-safe building with sprinklers.',
  ]);
});

describe('health vouched for by a doctor, and living without care (frame-words.ts, abilities.ts)', () => {
  it.each([
    'A letter from your physician stating you are mentally stable is required.',
    'Must be able to live alone without a caregiver.',
    'Tenant must be someone who can look after themselves.',
    'Applicants must be fit to live on their own.',
    'Good eyesight required because of the steep steps.',
  ])('is disability by the rules alone: %s', (text) => {
    expect(rulesOnly(text)).toContain('disability');
  });
  leavesAlone([
    'Bring a letter from your employer showing your income.',
    'Must provide a note from your previous landlord.',
    'You can live alone or with roommates here.',
    'Perfect for someone who wants to live alone.',
  ]);
});

describe('ages after the people, and people sent elsewhere or said unsafe (frames.ts)', () => {
  it.each([
    ['Kids younger than 8 are not allowed to live here.', 'familial-status'],
    ['Families with toddlers are discouraged from applying.', 'familial-status'],
    ['This is not the right place for kids.', 'familial-status'],
    ['Ideal for a couple without children.', 'familial-status'],
    ['Prefer a tenant with no kids.', 'familial-status'],
    ['Children would not be safe in this unit, so please look elsewhere.', 'familial-status'],
    ['Renters in wheelchairs would be better off in a different building.', 'disability'],
    ['Voucher holders would probably be happier at another property.', 'source-of-income'],
  ])('%s is %s by the rules alone', (text, cls) => {
    expect(rulesOnly(text)).toContain(cls);
  });
  it('reads "with or without kids" as no wish', () => {
    expect(rulesOnly('Perfect for couples, with or without children.')).toEqual([]);
    expect(rulesOnly('Suits a single person with or without kids.')).toEqual([]);
  });
  leavesAlone([
    'Over 12 parking spaces are not allowed for guests.',
    'Your dog would be happier in a home with a yard like this one.',
    'Voucher holders are screened the same as any other applicant.',
  ]);
});
