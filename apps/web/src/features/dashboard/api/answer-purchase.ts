import type {
  confirmPurchase,
  declinePurchase,
  findPendingPurchases,
  OperationResponseBody,
} from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

type Answer = typeof confirmPurchase | typeof declinePurchase;

/**
 * Deals an agent recorded with the caller as buyer or tenant wait for the caller's answer. An
 * answer refreshes both purchase lists and the dashboard's counts.
 */
const answerPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingPurchases: build.query<OperationResponseBody<typeof findPendingPurchases>, void>({
      query: () =>
        call<typeof findPendingPurchases>({ method: 'GET', path: '/api/me/purchases/pending' }),
      providesTags: ['Purchases'],
    }),
    answerPurchase: build.mutation<
      OperationResponseBody<Answer>,
      { id: string; answer: 'confirm' | 'decline' }
    >({
      query: ({ id, answer }) =>
        call<Answer>(
          { method: 'POST', path: `/api/me/purchases/{propertyId}/${answer}` },
          { params: { propertyId: id } },
        ),
      invalidatesTags: (result) => (result ? ['Purchases', 'DashboardSummary'] : []),
    }),
  }),
});

export const {
  useGetPendingPurchasesQuery: usePendingPurchases,
  useAnswerPurchaseMutation: useAnswerPurchase,
} = answerPurchaseApi;
