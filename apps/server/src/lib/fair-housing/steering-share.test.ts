import { describe, expect, it } from 'vitest';
import { isSteeringRequest } from '.';

/**
 * Steering worded as a share, a degree or an absence of a group is refused like the direct forms,
 * for every class's group words; the same share words about things, and requests for the
 * buyer's own needs, are served.
 */
const GROUPS = [
  'Black',
  'white',
  'Hispanic',
  'Asian',
  'Jewish',
  'Muslim',
  'Catholic',
  'Mexican',
  'Korean',
  'gay',
];
const SHARES = [
  'a predominantly {g} area',
  'homes with fewer {g} families',
  'a {g}-free neighbourhood',
  'a mostly {g} block',
  'homes in a mainly {g} part of town',
  'a largely {g} suburb',
  'somewhere the majority are {g}',
  'a street that is heavily {g}',
  'an area with a high {g} population',
  'a low {g} population area',
  'a neighborhood with few {g} residents',
];

describe('share, degree and absence of a group steer', () => {
  it.each(SHARES.flatMap((frame) => GROUPS.map((group) => frame.replace('{g}', group))))(
    '%s',
    (request) => {
      expect(isSteeringRequest(request)).toBe(true);
    },
  );

  it.each(['a neighborhood with fewer disabled people', 'where the majority are disabled'])(
    '%s (families and disability by amount)',
    (request) => {
      expect(isSteeringRequest(request)).toBe(true);
    },
  );
});

describe('the same words about things, or the buyer’s own needs, are served', () => {
  it.each([
    'homes near a church',
    'good schools',
    'a house with a family room',
    'a wheelchair accessible home',
    'a wheelchair accessible home for my husband',
    'a mostly white kitchen',
    'a predominantly residential area',
    'a house with fewer stairs',
    'a smoke-free building',
    'a car-free neighborhood',
    'a mostly quiet block',
    'a high white ceiling in the living room',
  ])('%s', (request) => {
    expect(isSteeringRequest(request)).toBe(false);
  });
});
