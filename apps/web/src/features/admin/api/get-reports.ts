import type { ReportInterval } from '@nestwise/shared';
import type { getDashboardReports, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The admins' reports: listings, decisions, accounts and revenue per week or month. */
const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<OperationResponseBody<typeof getDashboardReports>, ReportInterval>({
      query: (interval) =>
        call<typeof getDashboardReports>(
          { method: 'GET', path: '/api/dashboard/reports' },
          { query: { interval } },
        ),
    }),
  }),
});

export const { useGetReportsQuery: useReports } = reportsApi;
