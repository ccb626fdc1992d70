import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { updateProperty } from '@nestwise/shared/operation-routes/update-property';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, on, requests, server } from '@/test/api-server';
import { aListing, sessionUser, testStore } from '@/test/dashboard-fixtures';
import { useGetListingQuery } from '@/lib/listings/get-listing';
import { useListingWriteApi } from './listing-write-api';

describe('saving a listing', () => {
  it('shows the edit on the listing’s page: its cached copy loads again', async () => {
    let title = 'Garden cottage';
    server.use(
      on(getProperty, ({ params }) => HttpResponse.json(aListing({ id: params.id, title }))),
      on(updateProperty, ({ params, body }) => {
        title = (body as { title: string }).title;
        return HttpResponse.json(aListing({ id: params.id, title }));
      }),
    );
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
    expect(requests().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/properties/p1',
      'PATCH /api/properties/p1',
      'GET /api/properties/p1',
    ]);
  });

  it('answers a refused save as the API’s error, for the form to show', async () => {
    server.use(on(updateProperty, () => apiError(400, 'validation', 'Price must be positive')));
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
