import type { getDashboardSummary } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** The figures of the caller's role; actions that change them (a purchase answered) refresh them. */
const dashboardSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: contractQuery<typeof getDashboardSummary>(build)({
      path: '/api/dashboard/summary',
      providesTags: ['DashboardSummary'],
    }),
  }),
});

export const { useGetDashboardSummaryQuery: useDashboardSummary } = dashboardSummaryApi;
