import { getDashboardSummary } from '@nestwise/shared/operation-routes/get-dashboard-summary';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** The figures of the caller's role; actions that change them (a purchase answered) refresh them. */
const dashboardSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: contractQuery(build, getDashboardSummary, {
      providesTags: ['DashboardSummary'],
    }),
  }),
});

export const { useGetDashboardSummaryQuery: useDashboardSummary } = dashboardSummaryApi;
