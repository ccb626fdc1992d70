import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from '.';

/**
 * The wording decision 0455 left missed, by frame × class family, each beside the same frame over
 * neutral words (docs/decisions/0456-fair-housing-guard-terms-health-observance.md). The
 * sentences are not the training corpus's templates.
 */
const classesIn = (text: string) => checkAdvertisement(text).map((found) => found.protectedClass);

describe('worse terms, health in other words, observance and shorthand limit', () => {
  it.each([
    ['Families with kids must pay an additional security deposit.', 'familial-status'],
    ['Parents of toddlers are charged a larger deposit.', 'familial-status'],
    ['Rent is higher for a household with a newborn.', 'familial-status'],
    ['An extra $50 a month in rent for each child.', 'familial-status'],
    ['Stricter screening applies to applicants with children.', 'familial-status'],
    ['Tenants with service animals pay a $300 animal fee.', 'disability'],
    ['Foreign nationals must pay six months rent upfront.', 'national-origin'],
    ['Tenants must be of sound mind and body.', 'disability'],
    ['Must be able-bodied.', 'disability'],
    ['Applicants must be physically fit to climb stairs.', 'disability'],
    ['We prefer tenants who celebrate Christmas.', 'religion'],
    ['Tenants must observe the Sabbath.', 'religion'],
    ['Ideal for someone who attends mass weekly.', 'religion'],
    ['SDA tnts pref.', 'religion'],
    ['Xian family preferred.', 'religion'],
    ['No kds.', 'familial-status'],
  ])('"%s" → %s', (text, cls) => {
    expect(classesIn(text)).toContain(cls);
  });
});

describe('the same frames over neutral words stay clean', () => {
  it.each([
    'Tenants with pets pay an extra $300 deposit.',
    'Stricter screening applies to applicants with evictions.',
    'Must be able to pay rent on time.',
    'Must be in good standing with previous landlord.',
    'Applicants must be fit to sign a 12 month lease.',
    'We celebrate the holidays with a building party in December.',
    'Unit is in sound condition.',
    'Great for kids, extra storage in the basement.',
    'Kids room with higher ceilings.',
    'NS tnts pref, no pets.',
  ])('"%s"', (text) => {
    expect(checkAdvertisement(text)).toEqual([]);
  });
});
