import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApprovalState, PropertyStatus, TProperty } from '@nestwise/shared';
import type { findProperties, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call, cursorPages } from '@/lib/api';

export interface ReviewFilters {
  approval: ApprovalState | '';
  status: PropertyStatus | '';
  q: string;
}

export const REVIEW_PAGE_SIZE = 20;

type Page = OperationResponseBody<typeof findProperties>;

/** Every listing (admins see all) matching the filters, newest first, a page at a time. */
const reviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.infiniteQuery<Page, ReviewFilters, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: filters, pageParam }) =>
        call<typeof findProperties>(
          { method: 'GET', path: '/api/properties' },
          { query: { ...filters, limit: REVIEW_PAGE_SIZE, startAfter: pageParam } },
        ),
      providesTags: ['Approvals'],
    }),
  }),
});

export const { useGetReviewQueueInfiniteQuery: useReviewQueue } = reviewQueueApi;

/**
 * Shows a decision in every cached queue without reloading it: the listing changes in place, or
 * leaves a queue filtered on another approval state.
 */
export function settleDecision(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
  dispatch: ThunkDispatch<any, unknown, UnknownAction>,
  state: Parameters<typeof reviewQueueApi.util.selectInvalidatedBy>[0],
  updated: TProperty,
) {
  for (const entry of reviewQueueApi.util.selectInvalidatedBy(state, ['Approvals'])) {
    if (entry.endpointName !== 'getReviewQueue') continue;
    const filters = entry.originalArgs as ReviewFilters;
    const stays = !filters.approval || filters.approval === updated.approval;
    dispatch(
      reviewQueueApi.util.updateQueryData('getReviewQueue', filters, (data) => {
        for (const page of data.pages) {
          const had = page.items.some((item) => item.id === updated.id);
          page.items = stays
            ? page.items.map((item) => (item.id === updated.id ? updated : item))
            : page.items.filter((item) => item.id !== updated.id);
          if (had && !stays) page.totalCount = Math.max(0, page.totalCount - 1);
        }
      }),
    );
  }
}
