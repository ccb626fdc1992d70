import type { AccountStatus, TListUsersResponse, TUserDetails, UserRole } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-query';

export interface UserFilters {
  q: string;
  role: UserRole | '';
  status: AccountStatus | '';
}

export const USERS_PAGE_SIZE = 20;

export function getUsers(
  filters: UserFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TListUsersResponse> {
  return apiRequest<TListUsersResponse>('/api/users', {
    query: { ...filters, limit: USERS_PAGE_SIZE, cursor },
    signal,
  });
}

export function useUsers(filters: UserFilters) {
  return usePagedQuery<TUserDetails>(
    (cursor, signal) => getUsers(filters, cursor, signal),
    JSON.stringify(filters),
  );
}
