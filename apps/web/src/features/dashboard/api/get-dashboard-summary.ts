import type { getDashboardSummary, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The figures of the caller's role; actions that change them (a purchase answered) refresh them. */
const dashboardSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: build.query<OperationResponseBody<typeof getDashboardSummary>, void>({
      query: () =>
        call<typeof getDashboardSummary>({ method: 'GET', path: '/api/dashboard/summary' }),
      providesTags: ['DashboardSummary'],
    }),
  }),
});

export const { useGetDashboardSummaryQuery: useDashboardSummary } = dashboardSummaryApi;
