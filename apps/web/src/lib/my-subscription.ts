import { getMySubscription } from '@nestwise/shared/operation-routes/get-my-subscription';
import { api } from './api';
import { contractQuery } from './contract-endpoints';

/**
 * The signed-in account's plan, its limits and what is used. The plans page (billing) and the
 * profile (auth) both show it: one cached query that a payment or a cancellation invalidates
 * (tag 'Subscription'), so each shows the new plan.
 */
const mySubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySubscription: contractQuery(build, getMySubscription, {
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetMySubscriptionQuery: useMySubscription } = mySubscriptionApi;
