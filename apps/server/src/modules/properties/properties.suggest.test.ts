import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLocationSuggestion, TSuggestLocationsResponse } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing } from './properties.test-support';

type Place = { address: string; city: string; state: string; zip: string; neighborhood: string };

describe('GET /api/locations/suggest: cities, ZIP codes, neighborhoods and addresses', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  const ids = new Map<string, string>();

  const listing = async (place: Place, overrides: Record<string, unknown> = {}) => {
    t.clock.advance(1000);
    const created = await createApprovedListing(t.app, agent, admin, {
      location: place,
      ...overrides,
    });
    ids.set(place.address, created.id);
    return created;
  };

  const austin = (address: string, zip: string, neighborhood: string): Place => ({
    address,
    city: 'Austin',
    state: 'TX',
    zip,
    neighborhood,
  });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    await listing(austin('12 Elm Street', '78701', 'Downtown'));
    await listing(austin('14 Elm Street', '78701', 'Downtown'));
    await listing(austin('200 Congress Ave', '78702', 'Downtown'));
    await listing(austin('44 Aldrich St', '78723', 'Mueller'));
    await listing(austin('9 Lamar Blvd', '78704', 'Zilker'), { status: 'for-rent', price: 2_500 });
    const sold = await listing(austin('7 Sold Lane', '78705', 'Hyde Park'));
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${sold.id}/status`,
      headers: agent.headers,
      payload: { status: 'sold' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await listing({
      address: '1 Market St',
      city: 'Austintown',
      state: 'OH',
      zip: '44515',
      neighborhood: 'Mueller Heights',
    });
    await listing({
      address: '5 Colfax Ave',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      neighborhood: 'Highlands',
    });
    for (const address of ['1 Delta Rd', '2 Delta Rd']) {
      await listing({
        address,
        city: 'Denverton',
        state: 'CA',
        zip: '94585',
        neighborhood: 'Delta',
      });
    }
    // Text that LIKE would read as wildcards or an escape: matched literally only.
    await listing(austin('50% Off Road', '78701', 'Back_Slash\\Row'));
    // Never suggested or counted: waiting for approval, and switched off.
    await createListing(t.app, agent, {
      location: austin('99 Pending Way', '78799', 'Secretville'),
    });
    const inactive = await listing(austin('98 Hidden Way', '78798', 'Hiddenville'));
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${inactive.id}/active`,
      headers: agent.headers,
      payload: { isActive: false },
    });
  });
  afterAll(() => t.close());

  const suggest = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/locations/suggest?${new URLSearchParams(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TSuggestLocationsResponse>().suggestions;
  };
  const labels = (suggestions: TLocationSuggestion[]) =>
    suggestions.map((item) => `${item.kind}: ${item.label}`);

  it('"aus" suggests Austin, TX first, with the count of homes for sale there', async () => {
    const suggestions = await suggest({ q: 'aus', mode: 'buy' });
    expect(suggestions[0]).toEqual({
      kind: 'city',
      label: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      count: 5,
    });
    expect(labels(suggestions)).toEqual(['city: Austin, TX', 'city: Austintown, OH']);
  });

  it('puts the city named exactly first, even with fewer listings', async () => {
    const suggestions = await suggest({ q: 'DENVER' });
    expect(labels(suggestions)).toEqual(['city: Denver, CO', 'city: Denverton, CA']);
    expect(suggestions.map((item) => ('count' in item ? item.count : null))).toEqual([1, 2]);
  });

  it('reads "City, ST", "city st" and a state prefix after the comma', async () => {
    expect(labels(await suggest({ q: 'Austin, TX' }))).toEqual(['city: Austin, TX']);
    expect(labels(await suggest({ q: 'austin tx' }))).toEqual(['city: Austin, TX']);
    expect(labels(await suggest({ q: 'aus, o' }))).toEqual(['city: Austintown, OH']);
    expect(labels(await suggest({ q: 'Austin, Texas' }))).toEqual(['city: Austin, TX']);
  });

  it('"787" suggests ZIP codes by prefix, each with its city and count', async () => {
    const suggestions = await suggest({ q: '787', mode: 'buy' });
    expect(suggestions.every((item) => item.kind === 'zip')).toBe(true);
    expect(suggestions[0]).toEqual({
      kind: 'zip',
      label: '78701',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      count: 3,
    });
    expect(labels(suggestions)).toEqual(['zip: 78701', 'zip: 78702', 'zip: 78723']);
  });

  it('narrows cities and neighborhoods by a ZIP code after the comma, ZIP codes by a city or state', async () => {
    const counts = (suggestions: TLocationSuggestion[]) =>
      suggestions.map((item) => `${labels([item])[0]} (${'count' in item ? item.count : ''})`);
    expect(counts(await suggest({ q: 'austin, tx 7870', mode: 'buy' }))).toEqual([
      'city: Austin, TX (4)',
    ]);
    expect(counts(await suggest({ q: 'aus, 78723' }))).toEqual(['city: Austin, TX (1)']);
    expect(await suggest({ q: 'austin, tx 80' })).toEqual([]);
    expect(counts(await suggest({ q: 'downtown, austin, tx 78701', mode: 'buy' }))).toEqual([
      'neighborhood: Downtown, Austin, TX (2)',
    ]);
    expect(counts(await suggest({ q: '787, austin', mode: 'buy' }))).toEqual([
      'zip: 78701 (3)',
      'zip: 78702 (1)',
      'zip: 78723 (1)',
    ]);
    expect(counts(await suggest({ q: '7870, tx', mode: 'rent' }))).toEqual(['zip: 78704 (1)']);
    expect(counts(await suggest({ q: '9, denverton, ca' }))).toEqual(['zip: 94585 (2)']);
    expect(await suggest({ q: '445, tx' })).toEqual([]);
    const [zip] = await suggest({ q: '445, oh' });
    expect(zip).toEqual({
      kind: 'zip',
      label: '44515',
      zip: '44515',
      city: 'Austintown',
      state: 'OH',
      count: 1,
    });
  });

  it('suggests addresses of public listings by their start or by street name', async () => {
    const byNumber = await suggest({ q: '12 elm' });
    expect(byNumber).toEqual([
      {
        kind: 'address',
        label: '12 Elm Street',
        detail: 'Austin, TX 78701',
        propertyId: ids.get('12 Elm Street'),
      },
    ]);
    expect(labels(await suggest({ q: 'elm st' }))).toEqual([
      'address: 12 Elm Street',
      'address: 14 Elm Street',
    ]);
    // Digits first: ZIP codes, then addresses whose number starts so.
    expect(labels(await suggest({ q: '1' }))).toEqual([
      'address: 1 Delta Rd',
      'address: 1 Market St',
      'address: 12 Elm Street',
      'address: 14 Elm Street',
    ]);
  });

  it('suggests neighborhoods with their city, narrowed by the city after a comma', async () => {
    expect(await suggest({ q: 'muel', mode: 'buy' })).toEqual([
      {
        kind: 'neighborhood',
        label: 'Mueller, Austin, TX',
        neighborhood: 'Mueller',
        city: 'Austin',
        state: 'TX',
        count: 1,
      },
      {
        kind: 'neighborhood',
        label: 'Mueller Heights, Austintown, OH',
        neighborhood: 'Mueller Heights',
        city: 'Austintown',
        state: 'OH',
        count: 1,
      },
    ]);
    // The city after the comma is a start too (Austintown); the exact name leads.
    expect(labels(await suggest({ q: 'Mueller, Austin' }))).toEqual([
      'neighborhood: Mueller, Austin, TX',
      'neighborhood: Mueller Heights, Austintown, OH',
    ]);
    expect(labels(await suggest({ q: 'Mueller, Austin, TX' }))).toEqual([
      'neighborhood: Mueller, Austin, TX',
    ]);
  });

  it('counts and suggests only the mode’s public listings', async () => {
    const rent = await suggest({ q: 'austin', mode: 'rent' });
    expect(rent[0]).toMatchObject({ kind: 'city', label: 'Austin, TX', count: 1 });
    expect(labels(await suggest({ q: '9 lamar', mode: 'buy' }))).toEqual([]);
    expect(labels(await suggest({ q: '9 lamar', mode: 'rent' }))).toEqual([
      'address: 9 Lamar Blvd',
    ]);
    expect(labels(await suggest({ q: 'hyde', mode: 'sold' }))).toEqual([
      'neighborhood: Hyde Park, Austin, TX',
    ]);
    expect(await suggest({ q: 'hyde', mode: 'buy' })).toEqual([]);
    // Without a mode every public listing counts; pending and switched-off ones never do.
    expect((await suggest({ q: 'austin' }))[0]).toMatchObject({ label: 'Austin, TX', count: 7 });
    for (const q of ['99 pending', 'secretville', '78799', '98 hidden', 'hiddenville', '78798']) {
      expect(await suggest({ q }), q).toEqual([]);
    }
  });

  it('takes %, _ and \\ literally', async () => {
    expect(labels(await suggest({ q: '%' }))).toEqual([]);
    expect(labels(await suggest({ q: '_' }))).toEqual([]);
    expect(labels(await suggest({ q: '50%' }))).toEqual(['address: 50% Off Road']);
    expect(labels(await suggest({ q: '5_' }))).toEqual([]);
    expect(labels(await suggest({ q: 'back_slash\\' }))).toEqual([
      'neighborhood: Back_Slash\\Row, Austin, TX',
    ]);
    expect(labels(await suggest({ q: 'back%' }))).toEqual([]);
  });

  it('answers at most eight, sharing the places out among the kinds', async () => {
    const fresh = await createTestApp();
    try {
      const owner = await createUser(fresh.app, 'agent');
      const boss = await createUser(fresh.app, 'admin');
      for (let i = 0; i < 10; i += 1) {
        await createApprovedListing(fresh.app, owner, boss, {
          location: { address: `Park Row ${i}`, city: `Parkville ${i}`, state: 'MO', zip: '64152' },
        });
      }
      const response = await fresh.app.inject({ url: '/api/locations/suggest?q=park' });
      const kinds = response.json<TSuggestLocationsResponse>().suggestions.map((s) => s.kind);
      expect(kinds).toEqual([...Array(4).fill('city'), ...Array(4).fill('address')]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses empty, blank and too long text and an unknown mode with a clear 400', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Type a city, ZIP code, neighborhood or address to get suggestions'],
      ['?q=', 'Type a city, ZIP code, neighborhood or address to get suggestions'],
      ['?q=%20%20%20', 'Type a city, ZIP code, neighborhood or address to get suggestions'],
      [`?q=${'a'.repeat(101)}`, 'Location text must be at most 100 characters'],
      ['?q=aus&mode=lease', 'mode must be buy, rent or sold'],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ url: `/api/locations/suggest${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation-error', message } });
    }
  });

  it('limits each client address, answering 429 past RATE_LIMIT_SUGGEST_PER_MINUTE', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SUGGEST_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await limited.app.inject({ url: '/api/locations/suggest?q=aus' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ url: '/api/locations/suggest?q=aus' });
      expect(refused.json()).toMatchObject({ error: { code: 'rate-limited' } });
      // The search itself is not limited by it.
      expect((await limited.app.inject({ url: '/api/properties?location=aus' })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('answers a text of commas only with no suggestions', async () => {
    expect(await suggest({ q: ', , ,' })).toEqual([]);
  });
});
