import type { cancelSubscription, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** Cancels at the end of the paid period; the plan (lib/my-subscription) loads again. */
const cancelSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelSubscription: build.mutation<OperationResponseBody<typeof cancelSubscription>, void>({
      query: () =>
        call<typeof cancelSubscription>({
          method: 'POST',
          path: '/api/billing/subscription/cancel',
        }),
      invalidatesTags: (result) => (result ? ['Subscription'] : []),
    }),
  }),
});

export const { useCancelSubscriptionMutation: useCancelSubscription } = cancelSubscriptionApi;
