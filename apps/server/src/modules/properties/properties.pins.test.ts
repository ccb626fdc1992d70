import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  MAP_AREA_MESSAGES,
  MAP_PINS_MAX,
  PROPERTY_COUNT_BOUND,
  type TPropertyPage,
  type TPropertyPins,
} from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { properties } from './properties.schema';
import { createApprovedListing, createListing } from './properties.test-support';

/**
 * GET /api/properties/pins: the map's pins are the list search's matches, all of them at once.
 * Austin homes on a line of longitudes, a rental among them, one home without coordinates, one in
 * Denver and one the agent has not had approved.
 */
describe('map pins: every listing the list search matches', () => {
  let t: TestApp;
  let agent: TestUser;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const pinsOf = async (query: string, headers?: Record<string, string>) => {
    const response = await get(`/api/properties/pins?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPropertyPins>();
  };
  const listOf = async (query: string) => {
    const response = await get(`/api/properties?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPropertyPage>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    const admin = await createUser(t.app, 'admin');
    const home = (title: string, price: number, lat: number | null, lng: number | null) => ({
      title,
      price,
      location: {
        address: '1 Pin St',
        city: lat && lat > 35 ? 'Denver' : 'Austin',
        latitude: lat,
        longitude: lng,
      },
    });
    for (const [index, price] of [300_000, 450_000, 600_000, 750_000].entries()) {
      t.clock.advance(1000);
      await createApprovedListing(
        t.app,
        agent,
        admin,
        home(`Austin ${index}`, price, 30.26, -97.76 + index / 100),
      );
    }
    t.clock.advance(1000);
    await createApprovedListing(t.app, agent, admin, {
      ...home('Austin rental', 2400, 30.27, -97.75),
      status: 'for-rent',
    });
    t.clock.advance(1000);
    await createApprovedListing(t.app, agent, admin, home('No coordinates', 500_000, null, null));
    t.clock.advance(1000);
    await createApprovedListing(t.app, agent, admin, home('Denver home', 800_000, 39.74, -104.99));
    t.clock.advance(1000);
    await createListing(t.app, agent, home('Pending home', 350_000, 30.26, -97.755));
  });
  afterAll(() => t.close());

  it('answers the list’s filters with the list’s total and order, one pin per home with coordinates', async () => {
    const query = 'mode=buy&city=Austin&minPrice=400000&sort=price-desc';
    const pins = await pinsOf(query);
    const list = await listOf(query);
    expect(pins.total).toBe(list.totalCount);
    expect(pins.truncated).toBe(false);
    expect(pins.pins.map((pin) => pin.id)).toEqual(
      list.items.filter((item) => item.location.latitude !== null).map((item) => item.id),
    );
    // The home without coordinates is counted and listed, but has no pin.
    expect(list.items.map((item) => item.title)).toContain('No coordinates');
    expect(pins.pins.map((pin) => pin.price)).toEqual([750_000, 600_000, 450_000]);
    expect(pins.pins[0]).toEqual({
      id: list.items[0]!.id,
      lat: 30.26,
      lng: -97.73,
      price: 750_000,
      status: 'for-sale',
      // A pin names its home before the list has loaded it (the marker's title for screen readers).
      address: '1 Pin St, Austin',
      // The offline map names the neighbourhoods of the homes it shows (none given here).
      neighborhood: null,
    });
  });

  it('applies the mode, the map’s bounds and a drawn area like the list does', async () => {
    const rent = await pinsOf('mode=rent');
    expect(rent.pins.map((pin) => [pin.price, pin.status])).toEqual([[2400, 'for-rent']]);
    // Buy: five for-sale homes are public; the one without coordinates counts but has no pin.
    const buy = await pinsOf('mode=buy');
    expect(buy.total).toBe(6);
    expect(buy.pins).toHaveLength(5);
    const inBox = await pinsOf('mode=buy&bounds=30.25,-97.765,30.27,-97.745');
    expect(inBox.pins.map((pin) => pin.lng).sort((a, b) => a - b)).toEqual([-97.76, -97.75]);
    expect(inBox.total).toBe(2);
    const triangle = encodeURIComponent('30.2 -97.77,30.2 -97.7,30.3 -97.77');
    const drawn = await pinsOf(`mode=buy&polygon=${triangle}`);
    expect(drawn.pins.map((pin) => pin.lng).sort((a, b) => a - b)).toEqual([-97.76, -97.75]);
  });

  it('shows an agent its own pending listing, like the list, and hides it from everyone else', async () => {
    const signedIn = await pinsOf('mode=buy&city=Austin&maxPrice=360000', agent.headers);
    expect(signedIn.pins.map((pin) => pin.price)).toEqual([350_000, 300_000]);
    const anonymous = await pinsOf('mode=buy&city=Austin&maxPrice=360000');
    expect(anonymous.pins.map((pin) => pin.price)).toEqual([300_000]);
  });

  it(`returns at most ${MAP_PINS_MAX} pins and says when there were more`, async () => {
    const rows = Array.from({ length: MAP_PINS_MAX + 1 }, (_, index) => ({
      agentId: randomUUID(),
      title: `Bulk ${index}`,
      price: 100_000 + index,
      propertyType: 'house' as const,
      status: 'for-sale' as const,
      approval: 'approved' as const,
      address: `${index} Bulk St`,
      city: 'Bulkville',
      latitude: 40 + index / 100_000,
      longitude: -100,
      bedrooms: 2,
      bathrooms: 1,
    }));
    await t.database.db.insert(properties).values(rows);
    const all = await pinsOf('city=Bulkville&sort=price-asc');
    // The total counts as the list does, up to PROPERTY_COUNT_BOUND (decision 0386).
    expect(all).toMatchObject({ total: PROPERTY_COUNT_BOUND, totalCapped: true, truncated: true });
    expect(all.pins).toHaveLength(MAP_PINS_MAX);
    // The first ones in the list's order: the most expensive is the one left out.
    expect(all.pins[0]!.price).toBe(100_000);
    expect(all.pins.at(-1)!.price).toBe(100_000 + MAP_PINS_MAX - 1);
    const fewer = await pinsOf(`city=Bulkville&maxPrice=${100_000 + MAP_PINS_MAX - 1}`);
    expect(fewer.truncated).toBe(false);
    expect(fewer.pins).toHaveLength(MAP_PINS_MAX);
  });

  it('answers 400 with the list’s messages for bad bounds and drawn areas, and ignores paging', async () => {
    for (const [query, message] of [
      ['bounds=30,-97', MAP_AREA_MESSAGES.boundsFormat],
      ['bounds=31,-98,30,-97', MAP_AREA_MESSAGES.boundsOrder],
      ['bounds=-95,-98,31,-97', MAP_AREA_MESSAGES.boundsRange],
      ['polygon=30%20-98,31%20-97', MAP_AREA_MESSAGES.polygonTooFew],
    ] as const) {
      const response = await get(`/api/properties/pins?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({
        code: API_ERROR_CODES.validation,
        message,
      });
    }
    const unpaged = await pinsOf('mode=buy&limit=1');
    expect(unpaged.pins.length).toBeGreaterThan(1);
  });
});
