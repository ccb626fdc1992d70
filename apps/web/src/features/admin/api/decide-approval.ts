import type { TApprovalDecisionRequest, TProperty } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function decideApproval(id: string, decision: TApprovalDecisionRequest): Promise<TProperty> {
  return apiRequest<TProperty>(`/api/properties/${encodeURIComponent(id)}/approval`, {
    method: 'POST',
    body: decision,
  });
}

export function useDecideApproval() {
  return useAction(decideApproval);
}
