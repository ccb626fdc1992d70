import type { getMySubscription } from '@nestwise/shared/contracts';
import { api } from './api';
import { contractQuery } from './contract-endpoints';

/**
 * The signed-in account's plan, its limits and what is used. The plans page (billing) and the
 * profile (auth) both show it: one cached query that a payment or a cancellation invalidates
 * (tag 'Subscription'), so each shows the new plan.
 */
const mySubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySubscription: contractQuery<typeof getMySubscription>(build)({
      path: '/api/billing/subscription',
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetMySubscriptionQuery: useMySubscription } = mySubscriptionApi;
