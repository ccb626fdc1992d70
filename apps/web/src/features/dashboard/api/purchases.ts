import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { confirmPurchase } from '@nestwise/shared/operation-routes/confirm-purchase';
import { declinePurchase } from '@nestwise/shared/operation-routes/decline-purchase';
import { findPendingPurchases } from '@nestwise/shared/operation-routes/find-pending-purchases';
import { findPurchasedProperties } from '@nestwise/shared/operation-routes/find-purchased-properties';
import { api, call } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

type Answer = RouteContract<typeof confirmPurchase | typeof declinePurchase>;

/**
 * The caller's deals as buyer or tenant: those done, and those an agent recorded that wait for the
 * caller's answer. An answer refreshes both lists and the dashboard's counts.
 */
const purchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Listings sold or rented to the caller, latest deal first. */
    getPurchased: contractQuery(build, findPurchasedProperties, {
      providesTags: ['Purchases'],
    }),
    getPendingPurchases: contractQuery(build, findPendingPurchases, {
      providesTags: ['Purchases'],
    }),
    // The answer names the path (confirm or decline), so the call is written per argument.
    answerPurchase: build.mutation<
      OperationResponseBody<Answer>,
      { id: string; answer: 'confirm' | 'decline' }
    >({
      query: ({ id, answer }) =>
        call(answer === 'confirm' ? confirmPurchase : declinePurchase, {
          params: { propertyId: id },
        }),
      invalidatesTags: (result) => (result ? ['Purchases', 'DashboardSummary'] : []),
    }),
  }),
});

export const {
  useGetPurchasedQuery: usePurchased,
  useGetPendingPurchasesQuery: usePendingPurchases,
  useAnswerPurchaseMutation: useAnswerPurchase,
} = purchasesApi;
