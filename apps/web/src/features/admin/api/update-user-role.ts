import type { TUserDetails, UserRole } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function updateUserRole(id: string, role: UserRole): Promise<TUserDetails> {
  return apiRequest<TUserDetails>(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useUpdateUserRole() {
  return useAction(updateUserRole);
}
