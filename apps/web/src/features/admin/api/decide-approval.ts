import type { TApprovalDecisionRequest } from '@nestwise/shared';
import type { decidePropertyApproval, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { settleDecision } from './get-review-queue';

/** Approves a listing, or rejects it with a reason; the queues show the decision in place. */
const decideApprovalApi = api.injectEndpoints({
  endpoints: (build) => ({
    decideApproval: build.mutation<
      OperationResponseBody<typeof decidePropertyApproval>,
      { id: string; decision: TApprovalDecisionRequest }
    >({
      query: ({ id, decision }) =>
        call<typeof decidePropertyApproval>(
          { method: 'POST', path: '/api/properties/{id}/approval' },
          { params: { id }, body: decision },
        ),
      // The owner's listings show the new approval state when next shown.
      invalidatesTags: (result) => (result ? ['MyListings'] : []),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (updated) settleDecision(dispatch, getState(), updated);
      },
    }),
  }),
});

export const { useDecideApprovalMutation: useDecideApproval } = decideApprovalApi;
