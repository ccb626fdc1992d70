import type { ReportInterval } from '@nestwise/shared';
import type { getDashboardReports } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** The admins' reports: listings, decisions, accounts and revenue per week or month. */
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: contractQuery<typeof getDashboardReports>(build)({
      path: '/api/dashboard/reports',
      request: (interval: ReportInterval) => ({ query: { interval } }),
    }),
  }),
});

export const { useGetReportsQuery: useReports } = reportsApi;
