import type { ApprovalState, PropertyStatus, TProperty, TPropertyPage } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-query';

export interface ListingFilters {
  /** The owner; unset lists every listing the caller may see (an admin: all). */
  agentId?: string;
  approval?: ApprovalState | '';
  status?: PropertyStatus | '';
  q?: string;
}

export const LISTINGS_PAGE_SIZE = 20;

export function getListings(
  filters: ListingFilters,
  startAfter: string | null,
  signal?: AbortSignal,
): Promise<TPropertyPage> {
  return apiRequest<TPropertyPage>('/api/properties', {
    query: {
      agentId: filters.agentId,
      approval: filters.approval,
      status: filters.status,
      q: filters.q,
      limit: LISTINGS_PAGE_SIZE,
      startAfter,
    },
    signal,
  });
}

/** The listings matching the filters, newest first, a page at a time. */
export function useListings(filters: ListingFilters) {
  return usePagedQuery<TProperty>(
    (cursor, signal) => getListings(filters, cursor, signal),
    JSON.stringify(filters),
  );
}
