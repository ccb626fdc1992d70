import type { TDashboardSummary } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

export function getDashboardSummary(signal?: AbortSignal): Promise<TDashboardSummary> {
  return apiRequest<TDashboardSummary>('/api/dashboard/summary', { signal });
}

export function useDashboardSummary() {
  return useReloadableQuery(getDashboardSummary, 'dashboard-summary');
}
