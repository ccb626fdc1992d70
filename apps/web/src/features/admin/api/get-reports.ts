import type { ReportInterval, TReports } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/dashboard/reports (admins): listings, decisions, accounts and revenue over time. */
export const getReports = (interval: ReportInterval, signal?: AbortSignal) =>
  apiRequest<TReports>(`/api/dashboard/reports?interval=${interval}`, { signal });
