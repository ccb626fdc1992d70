import { describe, expect, it } from 'vitest';
import { advertisementCases } from './advertisement.test-support';
import { findSteering } from './steering';

/**
 * The mechanisms of docs/decisions/0505-fair-housing-guard-batch-7-by-meaning.md, each crossed with
 * wordings it was not written from (none is a sentence of the evaluation batches), and each paired
 * with look-alikes about things, the home or everyone that must stay clean.
 */
const { classesOf } = advertisementCases();

describe('race in code without a class word (coded-history.ts)', () => {
  it.each([
    ['Far from the inner-city crowd, on a quiet cul-de-sac.', 'race-or-color'],
    ['Insulated from the urban element downtown.', 'race-or-color'],
    ['Things were calmer here before those types moved in.', 'race-or-color'],
    ['None of that crowd that came in last year.', 'race-or-color'],
    ['A lily-white subdivision with mature oaks.', 'race-or-color'],
    ['The perfect whitebread town to settle in.', 'race-or-color'],
  ])('%s', (text, cls) => {
    expect(classesOf(text), text).toContain(cls);
  });

  it.each([
    'The crowd that moved in loves the farmers market.',
    'A design element that came with the house.',
    'Whitebread and butter pudding recipes from the owner.',
    'Far from the highway noise.',
    'Safe from flooding: the lot sits high.',
  ])('leaves "%s" alone', (text) => {
    expect(classesOf(text), text).toEqual([]);
  });
});

describe('screening, checks and papers demanded of the person (frames.ts, traits.ts)', () => {
  it.each([
    ['Residents must undergo a medical exam before signing.', 'disability'],
    ['Applicants must pass a physical fitness test.', 'disability'],
    ['Renters with a heavy accent will be vetted in person.', 'national-origin'],
    ['Applicants with mobility issues are screened more carefully.', 'disability'],
    ['Every occupant must provide an American passport.', 'national-origin'],
    ['ID issued in the United States required.', 'national-origin'],
  ])('%s', (text, cls) => {
    expect(classesOf(text), text).toContain(cls);
  });

  it.each([
    'All applicants will be screened.',
    'Applicants with pets will be screened.',
    'Close to the fitness center; must pass a credit check.',
    'Tenants must pass a background check.',
  ])('leaves "%s" alone', (text) => {
    expect(classesOf(text), text).toEqual([]);
  });
});

describe('housing programmes and an adults-only place in other words (lexicon.ts, patterns.ts)', () => {
  it.each([
    ['No VASH or HOPWA tenants.', 'source-of-income'],
    ["We don't take rapid re-housing.", 'source-of-income'],
    ['A grown-up community, no noise after nine.', 'familial-status'],
  ])('%s', (text, cls) => {
    expect(classesOf(text), text).toContain(cls);
  });

  it.each([
    'We accept rent paid by a housing authority.',
    'Our grandkids have grown up visiting this building.',
    'Grown-up touches throughout the kitchen.',
  ])('leaves "%s" alone', (text) => {
    expect(classesOf(text), text).toEqual([]);
  });
});

describe('steering through a school district, a side or a misspelt neighbourhood (units.ts, spelling.ts)', () => {
  it.each([
    'find me a house in a white school zone',
    'I want to live on the white side',
    'somewhere away from the Black side',
    'homes in a mostly black neiborhood',
    'a condo in a white nieghbourhood',
  ])('%s', (text) => {
    expect(findSteering(text)?.protectedClass, text).toBe('race-or-color');
  });

  it.each([
    'a house in a good school district',
    'a house with a white side door',
    'black side table in the living room',
    'a quiet nabrhood near the river',
  ])('leaves "%s" alone', (text) => {
    expect(findSteering(text), text).toBeNull();
  });

  it('reads the street name as a place, not a group, in a listing', () => {
    expect(classesOf('The condo sits on Catholic Avenue near the park.')).toEqual([]);
    expect(classesOf('Walk to the shops on Irish Lane.')).toEqual([]);
  });
});

describe('an assistance animal let off a pet rule (learned/exemptions.ts)', () => {
  it.each([
    'Therapy dogs are waived from the pet deposit.',
    'Guide dogs excused from the pet rent.',
    'Cats welcome; service animals exempted from the pet fee.',
    'Assistance animals do not count against the two-pet maximum.',
  ])('leaves "%s" alone', (text) => {
    expect(classesOf(text), text).toEqual([]);
  });

  it.each([
    'Service animals are not exempt from the pet fee.',
    'No emotional support animals.',
    'Emotional support animals will not be accepted.',
  ])('%s', (text) => {
    expect(classesOf(text), text).toContain('disability');
  });
});

describe('a cue after a list is said of every member (frames.ts cueAfter)', () => {
  it.each([
    ['A birth certificate or green card required.', 'national-origin'],
    ['Citizenship papers or a green card required at signing.', 'national-origin'],
    ['Applicants with a psychiatric history or mobility issues not accepted.', 'disability'],
  ])('%s', (text, cls) => {
    expect(classesOf(text), text).toContain(cls);
  });

  it.each([
    'Hardwood floors and stainless appliances only.',
    'Green card holders or citizens are welcome.',
    'Families with kids and pets welcome.',
  ])('leaves "%s" alone', (text) => {
    expect(classesOf(text), text).toEqual([]);
  });
});
