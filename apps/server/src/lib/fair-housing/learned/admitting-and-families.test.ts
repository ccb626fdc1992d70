import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from '..';
import { tokenize } from '../tokenize';
import { clauseFeatures } from './features';
import defaultModel from './model.json';
import { verdictOf, type GuardModel } from './model';

/**
 * Decisions 0445 and 0446: a clause that only admits people limits no one, whatever the model's
 * weights; a roommate sharing the home may state a sex; each class's field reaches the model
 * through written word families and negative prefixes; Hispanic and Latino are national origin.
 */
const featuresOf = (text: string) => {
  const tokens = tokenize(text);
  return clauseFeatures(tokens, 0, tokens.length);
};
const classesIn = (text: string) =>
  checkAdvertisement(text, { state: 'NY' }).map((found) => found.protectedClass);

describe('an admitting clause is never a limit', () => {
  it.each([
    'Voucher holders accepted.',
    'Section 8 welcome.',
    'We never turn away families with children.',
    'We do not refuse tenants who use wheelchairs.',
    'We are glad to work with applicants who have a caregiver.',
    'Immigrants are encouraged to apply.',
  ])('%s', (text) => {
    const features = featuresOf(text);
    expect(features.has('frame:inclusive')).toBe(true);
    // even a model that would name every class at any probability stays silent on it
    const eager: GuardModel = { ...(defaultModel as unknown as GuardModel), threshold: 0 };
    expect(verdictOf(eager, features)).toBeNull();
    expect(classesIn(text)).toEqual([]);
  });

  it.each([
    ['Vouchers not accepted.', 'source-of-income'],
    ['Only Christians welcome.', 'religion'],
    ['Families welcome, but no toddlers.', 'familial-status'],
    ['Tenants with infants are welcome if they pay a double deposit.', null],
  ])('a limit beside a welcome stays a limit: %s', (text, cls) => {
    expect(featuresOf(text).has('frame:inclusive')).toBe(false);
    if (cls) expect(classesIn(text)).toContain(cls);
  });
});

describe('a roommate sharing the home may state a sex, and nothing else', () => {
  it('drops the sex finding when the living space is shared', () => {
    expect(classesIn('Male housemate wanted to share my condo; we share the kitchen.')).toEqual([]);
    expect(classesIn('Male housemate only.')).toContain('sex');
    expect(classesIn('Housemate wanted to share my flat. Christians only.')).toContain('religion');
  });
});

describe('the model reads each class’s field and its morphology', () => {
  it('reads a negative prefix as a negation of the cue ("unsuitable" is "not suitable")', () => {
    const features = featuresOf('Unsuitable for toddlers.');
    expect(features.has('cue:negation')).toBe(true);
    expect(features.has('cue:prefer')).toBe(true);
    expect(featuresOf('Understated elegance.').has('cue:negation')).toBe(false);
  });

  it.each([
    ['dependants', 'familial-status'],
    ['caregivers', 'disability'],
    ['overseas', 'national-origin'],
    ['Hispanic', 'national-origin'],
    ['HUD', 'source-of-income'],
  ])('"%s" is near %s', (word, cls) => {
    expect(featuresOf(`No ${word}.`).get(`emb:${cls}`)).toBeGreaterThan(0.5);
  });

  it('names Hispanic and Latino tenants as national origin, as HUD reads them', () => {
    expect(classesIn('No Latino tenants.')).toEqual(['national-origin']);
    expect(classesIn('Hispanic families need not apply.')).toEqual(['national-origin']);
  });
});

describe('worse terms denied are equal terms (decision 0480)', () => {
  it.each([
    'No extra fee for children.',
    'There is no additional deposit for families with kids.',
    'Families pay no extra deposit.',
    'We charge no extra for children and no extra for service animals.',
  ])('"%s" admits and limits no one', (text) => {
    expect(featuresOf(text).has('frame:inclusive')).toBe(true);
    expect(classesIn(text)).toEqual([]);
  });

  it.each([
    ['An extra fee for children.', 'familial-status'],
    ['A higher deposit for tenants with kids, no extra fee for pets.', 'familial-status'],
    ['No higher deposit for families, but no more than one child.', 'familial-status'],
  ])('"%s" still limits', (text, cls) => {
    expect(classesIn(text)).toContain(cls);
  });
});

describe('a statement of equal treatment admits (decision 0480)', () => {
  it('"without regard to race, religion …" limits no one', () => {
    const text = 'Every applicant is screened without regard to religion, national origin or sex.';
    expect(featuresOf(text).has('frame:inclusive')).toBe(true);
    expect(classesIn(text)).toEqual([]);
  });
});
