import type { getMySubscription, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from './api';

/**
 * The signed-in account's plan, its limits and what is used. The plans page (billing) and the
 * profile (auth) both show it: one cached query that a payment or a cancellation invalidates
 * (tag 'Subscription'), so each shows the new plan.
 */
const mySubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySubscription: build.query<OperationResponseBody<typeof getMySubscription>, void>({
      query: () =>
        call<typeof getMySubscription>({ method: 'GET', path: '/api/billing/subscription' }),
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetMySubscriptionQuery: useMySubscription } = mySubscriptionApi;
