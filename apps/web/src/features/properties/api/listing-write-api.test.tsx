import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListing, json, sessionUser, stubApi, testStore } from '@/test/dashboard-fixtures';
import { useGetListingQuery } from '@/lib/listings/get-listing';
import { useListingWriteApi } from './listing-write-api';

describe('saving a listing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the edit on the listing’s page: its cached copy loads again', async () => {
    let title = 'Garden cottage';
    const calls = stubApi((call) => {
      if (call.path !== '/api/properties/p1') return undefined;
      if (call.method === 'PATCH') title = (call.body as { title: string }).title;
      return json(200, aListing({ id: 'p1', title }));
    });
    const agent = sessionUser('agent', 'agent-1');
    const store = testStore(agent);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(
      () => ({
        listing: useGetListingQuery({ id: 'p1', viewer: agent.id }),
        write: useListingWriteApi(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.listing.data?.title).toBe('Garden cottage'));

    const saved = await act(() => result.current.write.update('p1', { title: 'Stone cottage' }));
    expect(saved.title).toBe('Stone cottage');
    await waitFor(() => expect(result.current.listing.data?.title).toBe('Stone cottage'));
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH', 'GET']);
  });

  it('answers a refused save as the API’s error, for the form to show', async () => {
    stubApi(() => json(400, { error: { code: 'validation', message: 'Price must be positive' } }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={testStore(sessionUser('agent'))}>{children}</Provider>
    );
    const { result } = renderHook(() => useListingWriteApi(), { wrapper });
    await expect(result.current.update('p1', { price: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'Price must be positive',
    });
  });
});
