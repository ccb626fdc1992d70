import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { cancelSubscription } from '@nestwise/shared/operation-routes/cancel-subscription';
import { api, call } from '@/lib/api';

/** Cancels at the end of the paid period; the plan (lib/my-subscription) loads again. */
const cancelSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelSubscription: build.mutation<
      OperationResponseBody<RouteContract<typeof cancelSubscription>>,
      void
    >({
      query: () => call(cancelSubscription),
      invalidatesTags: (result) => (result ? ['Subscription'] : []),
    }),
  }),
});

export const { useCancelSubscriptionMutation: useCancelSubscription } = cancelSubscriptionApi;
