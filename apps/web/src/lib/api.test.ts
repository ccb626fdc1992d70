import type { OperationRoute, RouteContract } from '@nestwise/shared/contracts';
import { deleteSavedSearch } from '@nestwise/shared/operation-routes/delete-saved-search';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { type findSavedSearches } from '@nestwise/shared/operation-routes/find-saved-searches';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from './api';
import { call } from './api';

describe('call', () => {
  it("fills the route's path parameters, percent-encoded, and keeps its method", () => {
    expect(call(deleteSavedSearch, { params: { id: 'a/b c' } })).toEqual({
      path: '/api/me/saved-searches/a%2Fb%20c',
      method: 'DELETE',
    });
  });

  it('passes the query and body on', () => {
    expect(call(findProperties, { query: { limit: 20, startAfter: null } })).toEqual({
      path: '/api/properties',
      method: 'GET',
      query: { limit: 20, startAfter: null },
    });
  });

  it("types the answer by the route's contract when compiled", () => {
    type Listing = RouteAnswer<typeof getProperty>;
    const title = (listing: Listing): string => listing.title;
    const forged: OperationRoute<RouteContract<typeof findSavedSearches>> = {
      method: 'GET',
      // @ts-expect-error: a route is typed by its contract, not by any method and path
      path: '/api/elsewhere',
    };
    expect([title, forged]).toHaveLength(2);
    expect(getProperty).toEqual({ method: 'GET', path: '/api/properties/{id}' });
  });

  it('refuses a call without a path parameter (a bug in the caller)', () => {
    expect(() => call(deleteSavedSearch)).toThrow('missing path parameter id');
  });
});

describe('the cache across accounts', () => {
  it('forgets what one account loaded when it signs out', async () => {
    const { createStore } = await import('@/app/store');
    const { signedOut } = await import('@/stores/auth-slice');
    const { api } = await import('./api');
    const plans = api.injectEndpoints({
      endpoints: (build) => ({
        myPlanForTest: build.query<string, void>({ queryFn: () => ({ data: 'Buyer Pro' }) }),
      }),
    });
    const store = createStore();
    const selectPlan = plans.endpoints.myPlanForTest.select();
    // The store's type leaves out the api's state: it joins once the api's code has loaded.
    const plan = () =>
      selectPlan(store.getState() as unknown as Parameters<typeof selectPlan>[0]).data;
    await store.dispatch(plans.endpoints.myPlanForTest.initiate());
    expect(plan()).toBe('Buyer Pro');

    store.dispatch(signedOut());
    expect(plan()).toBeUndefined();
  });
});
