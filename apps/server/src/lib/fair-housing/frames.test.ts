import { describe, expect, it } from 'vitest';
import { checkAdvertisement, findSteering } from '.';
import { ACCESSIBILITY_WISHED, CLEAN_OUTSIDE_FRAMES } from './acceptable-phrases';

/**
 * The guard reads a protected-class word by its frame (who, how, scope), so a phrasing it was not
 * written beside is judged like the ones it was. The negatives share the positives' words.
 */
const classesIn = (text: string) => checkAdvertisement(text).map((found) => found.protectedClass);

describe('a trait counts inside a requirement, preference or refusal frame', () => {
  it.each([
    ['Occupants need to be in excellent health.', 'disability'],
    ['Must not have any history of psychiatric illness.', 'disability'],
    ['This apartment is not appropriate for persons with psychiatric disabilities.', 'disability'],
    ['Tenants must be capable of living independently.', 'disability'],
    ['Best for someone without a physical handicap.', 'disability'],
    ['Tenant must be mentally stable.', 'disability'],
    ['Only tenants in good health will be considered.', 'disability'],
    ['Renters must have been born in America.', 'national-origin'],
    ['Please list your place of birth and ancestry.', 'national-origin'],
    ['Applicants must show a U.S. passport or birth certificate.', 'national-origin'],
    ['We prefer tenants of Scandinavian heritage.', 'national-origin'],
    ['Tenants with foreign accents will not be considered.', 'national-origin'],
    ['Owner is looking for a tenant with American roots.', 'national-origin'],
    ['Owner prefers renters with a lighter complexion.', 'race-or-color'],
    ['The neighborhood has kept its complexion for fifty years.', 'race-or-color'],
    ['We want someone who fits in with the people on this street.', 'race-or-color'],
    ['The neighbors are all white.', 'race-or-color'],
    ['Landlord prefers tenants who observe a kosher diet.', 'religion'],
    ['Ideal for a family that keeps the Sabbath.', 'religion'],
    ['Prefer a tenant who worships at our church.', 'religion'],
    ['Ideal tenant shares our Christian values.', 'religion'],
    ['Not suitable for a mother with small children.', 'familial-status'],
    ['Must be able to handle three flights of stairs daily.', 'disability'],
    ['Not for people with emotional problems.', 'disability'],
    ['Applicant must not be on disability.', 'disability'],
    ['Tenant must have American parents.', 'national-origin'],
    ['Applicants must be Christian or Jewish.', 'religion'],
    ['Looking for a tenant who prays five times a day.', 'religion'],
    ['We cannot accommodate wheelchairs.', 'disability'],
    ['Tenants must have lived in the US since birth.', 'national-origin'],
    ['Suits someone with a light complexion.', 'race-or-color'],
    ['Great for folks who look like the rest of the block.', 'race-or-color'],
    ['Neighbors prefer buyers who match the neighborhood.', 'race-or-color'],
    ['Tenants must keep a halal kitchen.', 'religion'],
    ['Residents are expected to attend services.', 'religion'],
    ['Would suit a lady.', 'sex'],
    ['Children must not live in the upper unit.', 'familial-status'],
    ['Will not consider applicants who are expecting.', 'familial-status'],
  ])('"%s" → %s', (text, cls) => {
    expect(classesIn(text)).toContain(cls);
  });
});

describe('the same words outside a frame about people stay clean', () => {
  it.each(CLEAN_OUTSIDE_FRAMES)('"%s"', (text) => {
    expect(checkAdvertisement(text)).toEqual([]);
  });
});

describe('a disability condition: accessibility when wished for, a limitation when refused', () => {
  it.each(ACCESSIBILITY_WISHED)('"%s" describes accessibility', (text) => {
    expect(checkAdvertisement(text)).toEqual([]);
  });

  it.each([
    'Not a good fit for people who use a walker.',
    'Best suited to someone without mobility issues.',
    'No residents who require a wheelchair or walker.',
    'Applicants must disclose any mental illness.',
    'Applicants with psychiatric conditions will not be considered.',
  ])('"%s" limits', (text) => {
    expect(classesIn(text)).toContain('disability');
  });
});

describe('a request that wishes for or against neighbours by a class is steering', () => {
  it.each([
    "I don't want any Jewish people living next door",
    "I'd rather not have Indian neighbors",
    "somewhere the neighbors don't have accents",
    "I don't want to live around people with mental illness",
    "I'd prefer an area where people are born here",
    'homes where the neighbors speak English',
    "I don't want to be near a group home",
    'a neighborhood with no Hindus',
    'a suburb with the right kind of people',
    'somewhere we would blend in',
    'I want a place where my neighbors are Christian like me',
    "a place where people don't have kids",
    'not near any Section 8 housing please',
    'a home in a white area',
    'somewhere where the neighbors are not black',
    'homes in a neighborhood free of group homes',
    'I want to live with my own kind',
    'a place where everyone is straight',
    'somewhere the people are like us, if you know what I mean',
  ])('"%s" is refused', (text) => {
    expect(findSteering(text)).not.toBeNull();
  });

  it.each([
    "I don't want neighbors who party",
    'a place near people who are quiet',
    'somewhere I would fit in with my dogs',
    'a house that fits in my budget',
    "I'm disabled and need a ground floor condo",
    'apartments for people with disabilities',
    'homes near the Jewish community center',
    'a home with a family room and an in-law suite',
    "I don't want a house with stairs, my knees are bad",
    "we don't have kids, show me one bedroom condos",
    'a white area rug for the living room',
    'a white building with green shutters',
    'homes with a straight driveway',
  ])('"%s" is served', (text) => {
    expect(findSteering(text)).toBeNull();
  });
});

describe('suggested rewording for the new findings', () => {
  it('asks for the same screening of everyone when birth papers are demanded', () => {
    const [found] = checkAdvertisement('Applicants must provide a U.S. birth certificate.');
    expect(found).toMatchObject({ protectedClass: 'national-origin', rewrite: '' });
    expect(found!.suggestion).toMatch(/Screen every applicant the same way/);
  });

  it('never rewrites a refusal into its opposite', () => {
    const [found] = checkAdvertisement('Not a good fit for people who use a walker.');
    expect(found).toMatchObject({ protectedClass: 'disability', rewrite: '' });
  });

  it('offers "… to anyone" for "best suited to …"', () => {
    const [found] = checkAdvertisement('Best suited to a gentleman who travels.');
    expect(found).toMatchObject({ protectedClass: 'sex', rewrite: 'suited to anyone' });
  });

  it('removes an origin phrase whole', () => {
    const [found] = checkAdvertisement('Seeking renters of Irish descent.');
    expect(found?.protectedClass).toBe('national-origin');
    expect(found?.rewrite).not.toBe('descent');
  });
});
