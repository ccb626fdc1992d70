import type { getMySubscription } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** The signed-in agent's plan and how many of its listing slots are taken (billing's API). */
const getPlanUsageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanUsage: contractQuery<typeof getMySubscription>(build)({
      method: 'GET',
      path: '/api/billing/subscription',
      // The user it is asked for is only the key: another account's usage is never shown.
      request: (_userId: string) => ({}),
    }),
  }),
});

export const { useGetPlanUsageQuery } = getPlanUsageApi;
