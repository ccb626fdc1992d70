import type { AccountStatus, TUserDetails } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function updateUserStatus(id: string, status: AccountStatus): Promise<TUserDetails> {
  return apiRequest<TUserDetails>(`/api/users/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
  });
}

export function useUpdateUserStatus() {
  return useAction(updateUserStatus);
}
