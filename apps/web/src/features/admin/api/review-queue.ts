import type {
  ApprovalState,
  PropertyStatus,
  TApprovalDecisionRequest,
  TProperty,
} from '@nestwise/shared';
import { decidePropertyApproval } from '@nestwise/shared/operation-routes/decide-property-approval';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { api, type ApiDispatch, type ApiState } from '@/lib/api';
import {
  contractMutation,
  contractPages,
  removeById,
  replaceById,
  updateCachedLists,
} from '@/lib/contract-endpoints';

export interface ReviewFilters {
  approval: ApprovalState | '';
  status: PropertyStatus | '';
  q: string;
}

export const REVIEW_PAGE_SIZE = 20;

/** The admins' review of listings: every listing to look through, and the approval decision. */
const reviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every listing (admins see all) matching the filters, newest first, a page at a time. */
    getReviewQueue: contractPages(build, findProperties, {
      request: (filters: ReviewFilters, cursor) => ({
        query: { ...filters, limit: REVIEW_PAGE_SIZE, startAfter: cursor },
      }),
      providesTags: ['Approvals'],
    }),
    /** Approves a listing, or rejects it with a reason; the queues show the decision in place. */
    decideApproval: contractMutation(build, decidePropertyApproval, {
      request: ({ id, decision }: { id: string; decision: TApprovalDecisionRequest }) => ({
        params: { id },
        body: decision,
      }),
      // The owner's listings show the new approval state when next shown.
      invalidatesTags: (result) => (result ? ['MyListings'] : []),
      onSuccess: (updated, { dispatch, getState }) => settleDecision(dispatch, getState(), updated),
    }),
  }),
});

export const {
  useGetReviewQueueInfiniteQuery: useReviewQueue,
  useDecideApprovalMutation: useDecideApproval,
} = reviewQueueApi;

/**
 * Shows a decision in every cached queue without reloading it: the listing changes in place, or
 * leaves a queue filtered on another approval state.
 */
function settleDecision(dispatch: ApiDispatch, state: ApiState, updated: TProperty) {
  updateCachedLists<ReviewFilters>(dispatch, state, 'Approvals', 'getReviewQueue', (filters) => {
    const stays = !filters.approval || filters.approval === updated.approval;
    return reviewQueueApi.util.updateQueryData('getReviewQueue', filters, (data) => {
      for (const page of data.pages) {
        const had = page.items.some((item) => item.id === updated.id);
        page.items = stays ? replaceById(page.items, updated) : removeById(page.items, updated.id);
        if (had && !stays) page.totalCount = Math.max(0, page.totalCount - 1);
      }
    });
  });
}
