import type { ApprovalState, PropertyStatus, TProperty, TPropertyPage } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-query';

export interface ReviewFilters {
  approval: ApprovalState | '';
  status: PropertyStatus | '';
  q: string;
}

export const REVIEW_PAGE_SIZE = 20;

/** Every listing (admins see all) matching the filters, newest first. */
export function getReviewQueue(
  filters: ReviewFilters,
  startAfter: string | null,
  signal?: AbortSignal,
): Promise<TPropertyPage> {
  return apiRequest<TPropertyPage>('/api/properties', {
    query: { ...filters, limit: REVIEW_PAGE_SIZE, startAfter },
    signal,
  });
}

export function useReviewQueue(filters: ReviewFilters) {
  return usePagedQuery<TProperty>(
    (cursor, signal) => getReviewQueue(filters, cursor, signal),
    JSON.stringify(filters),
  );
}
