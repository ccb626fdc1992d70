import type { ReportInterval } from '@nestwise/shared';
import { getDashboardReports } from '@nestwise/shared/operation-routes/get-dashboard-reports';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** The admins' reports: listings, decisions, accounts and revenue per week or month. */
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: contractQuery(build, getDashboardReports, {
      request: (interval: ReportInterval) => ({ query: { interval } }),
    }),
  }),
});

export const { useGetReportsQuery: useReports } = reportsApi;
