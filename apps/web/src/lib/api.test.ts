import type { deleteSavedSearch, findProperties } from '@nestwise/shared/contracts';
import { describe, expect, it } from 'vitest';
import { call } from './api';

describe('call', () => {
  it("fills the contract's path parameters, percent-encoded, and keeps its method", () => {
    expect(
      call<typeof deleteSavedSearch>(
        { method: 'DELETE', path: '/api/me/saved-searches/{id}' },
        { params: { id: 'a/b c' } },
      ),
    ).toEqual({ path: '/api/me/saved-searches/a%2Fb%20c', method: 'DELETE' });
  });

  it('passes the query and body on', () => {
    expect(
      call<typeof findProperties>(
        { method: 'GET', path: '/api/properties' },
        { query: { limit: 20, startAfter: null } },
      ),
    ).toEqual({ path: '/api/properties', method: 'GET', query: { limit: 20, startAfter: null } });
  });

  it("is checked against the contract's method and path when compiled", () => {
    const wrongPath = () =>
      // @ts-expect-error: not the contract's path
      call<typeof deleteSavedSearch>({ method: 'DELETE', path: '/api/me/saved-search/{id}' });
    const wrongMethod = () =>
      // @ts-expect-error: not the contract's method
      call<typeof deleteSavedSearch>({ method: 'GET', path: '/api/me/saved-searches/{id}' });
    expect([wrongPath, wrongMethod]).toHaveLength(2);
  });

  it('refuses a call without a path parameter (a bug in the caller)', () => {
    expect(() =>
      call<typeof deleteSavedSearch>({ method: 'DELETE', path: '/api/me/saved-searches/{id}' }),
    ).toThrow('missing path parameter id');
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
