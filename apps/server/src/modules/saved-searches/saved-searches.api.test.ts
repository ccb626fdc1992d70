import { SAVED_SEARCH_LIMIT, type TListSavedSearchesResponse } from '@nestwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { editSearch, saveSearch, savedSearch } from './saved-searches.test-support';

describe('saved searches: /api/me/saved-searches', () => {
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createUser(t.app, 'buyer');
    other = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved-searches',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TListSavedSearchesResponse>();
  };

  it('saves the search page’s filters, named by their summary unless named', async () => {
    const created = await savedSearch(t.app, buyer, {
      filters: { city: 'Austin', state: 'TX', minBedrooms: '3', maxPrice: '600000', page: '2' },
    });
    expect(created).toMatchObject({
      name: 'Austin, TX · 3+ bd · under $600K',
      summary: 'Austin, TX · 3+ bd · under $600K',
      filters: { mode: 'buy', city: 'Austin', state: 'TX', minBedrooms: 3, maxPrice: 600_000 },
      frequency: 'instant',
      alertsEnabled: true,
      createdAt: '2026-11-21T12:00:00.000Z',
    });
    const named = await savedSearch(t.app, buyer, {
      name: '  Rentals downtown ',
      filters: { mode: 'rent', neighborhood: 'Downtown' },
      frequency: 'daily',
    });
    expect(named).toMatchObject({ name: 'Rentals downtown', frequency: 'daily' });

    const { items, limit } = await list(buyer);
    expect(limit).toBe(SAVED_SEARCH_LIMIT);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([created.id, named.id]));
    expect((await list(other)).items).toEqual([]);
  });

  it('refuses bad filters, names and frequencies with 400 and a message', async () => {
    const cases = [
      { filters: { mode: 'lease' } },
      { filters: { minPrice: '-1' } },
      { name: '   ', filters: {} },
      { name: 'x'.repeat(101), filters: {} },
      { filters: {}, frequency: 'hourly' },
      {},
    ];
    for (const payload of cases) {
      const response = await saveSearch(t.app, buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    expect((await saveSearch(t.app, buyer, { name: ' ', filters: {} })).json().error.message).toBe(
      'Give your search a name.',
    );
  });

  it('refuses the same search twice with 409, whatever the case or sort', async () => {
    await savedSearch(t.app, other, { filters: { city: 'Denver', features: 'pool,garage' } });
    const again = await saveSearch(t.app, other, {
      filters: { city: 'denver', features: ['garage', 'pool'], sort: 'price-asc' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'saved-searches/duplicate',
      message: 'You already saved this search.',
    });
  });

  it('renames, changes the frequency and turns alerts off; only the owner', async () => {
    const search = await savedSearch(t.app, buyer, { filters: { city: 'Boise' } });
    t.clock.advance(1000);
    const edited = await editSearch(t.app, buyer, search.id, {
      name: 'Boise homes',
      frequency: 'daily',
      alertsEnabled: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Boise homes',
      frequency: 'daily',
      alertsEnabled: false,
      updatedAt: new Date(t.clock.now()).toISOString(),
    });

    expect((await editSearch(t.app, buyer, search.id, {})).statusCode).toBe(400);
    const foreign = await editSearch(t.app, other, search.id, { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'saved-searches/not-found' });
    expect((await editSearch(t.app, buyer, 'not-a-uuid', { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes the owner’s search; another account’s id answers 404', async () => {
    const search = await savedSearch(t.app, buyer, { filters: { city: 'Reno' } });
    const remove = (user: TestUser) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/me/saved-searches/${search.id}`,
        headers: user.headers,
      });
    expect((await remove(other)).statusCode).toBe(404);
    const removed = await remove(buyer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: search.id });
    expect((await remove(buyer)).statusCode).toBe(404);
    expect((await list(buyer)).items.some((item) => item.id === search.id)).toBe(false);
  });

  it('keeps at most the limit per account, with a 409 that says so', async () => {
    const user = await createUser(t.app, 'buyer');
    for (let index = 0; index < SAVED_SEARCH_LIMIT; index += 1) {
      await savedSearch(t.app, user, { filters: { minBedrooms: index } });
    }
    const over = await saveSearch(t.app, user, { filters: { city: 'One more' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'saved-searches/limit-reached',
      message: 'You can keep up to 25 saved searches. Delete one to save another.',
    });
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/saved-searches' });
    expect(response.statusCode).toBe(401);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      payload: { filters: {} },
    });
    expect(create.statusCode).toBe(401);
  });
});
