import type { getMySubscription, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The signed-in agent's plan and how many of its listing slots are taken (billing's API). */
const getPlanUsageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanUsage: build.query<
      OperationResponseBody<typeof getMySubscription>,
      // The user it is asked for: another account's usage is never shown.
      string
    >({
      query: () =>
        call<typeof getMySubscription>({ method: 'GET', path: '/api/billing/subscription' }),
    }),
  }),
});

export const { useGetPlanUsageQuery } = getPlanUsageApi;
