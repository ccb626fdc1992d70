import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSuggestLocationsResponse } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from './properties.test-support';

/**
 * Addresses that start with the text come before addresses on a street that does, and the
 * street walk runs only while the first are fewer than eight (decision 0545): at seven the
 * eighth is a street match, at eight there is none, whatever the mode.
 */
describe('GET /api/locations/suggest: whole-address matches before street matches', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
  });
  afterAll(() => t.close());

  const listing = (address: string, status = 'for-sale') =>
    createApprovedListing(t.app, agent, admin, {
      status,
      ...(status === 'for-rent' ? { price: 2_000 } : {}),
      location: { address, city: 'Tacoma', state: 'WA', zip: '98402', neighborhood: 'Hilltop' },
    });
  const addresses = async (q: string, mode?: string) => {
    const response = await t.app.inject({
      url: `/api/locations/suggest?${new URLSearchParams(mode ? { q, mode } : { q })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TSuggestLocationsResponse>().suggestions.map((item) => item.label);
  };
  const courts = (count: number) =>
    Array.from({ length: count }, (_, index) => `Zephyr Court ${index + 1}`);

  it('fills the eight with street matches only after the whole-address ones', async () => {
    await listing('3 Zephyr Lane');
    for (const address of courts(6)) await listing(address);
    // Six for sale and one for rent: seven without a mode, six in "buy".
    await listing('Zephyr Court 7', 'for-rent');
    expect(await addresses('zephyr')).toEqual([...courts(7), '3 Zephyr Lane']);
    expect(await addresses('zephyr', 'buy')).toEqual([...courts(6), '3 Zephyr Lane']);
    expect(await addresses('zephyr l')).toEqual(['3 Zephyr Lane']);

    await listing('Zephyr Court 8');
    expect(await addresses('zephyr')).toEqual(courts(8));
    expect(await addresses('zephyr', 'buy')).toEqual([
      ...courts(6),
      'Zephyr Court 8',
      '3 Zephyr Lane',
    ]);
    await listing('Zephyr Court 9', 'for-rent');
    // The lane is for sale only: renting, two whole-address matches and no street.
    expect(await addresses('zephyr', 'rent')).toEqual(['Zephyr Court 7', 'Zephyr Court 9']);
  });
});
