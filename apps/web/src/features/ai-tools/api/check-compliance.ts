import type { TComplianceResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** Sent as typed in the form: the server's zod schema judges it (400 + message). */
export function requestCompliance(body: Record<string, unknown>, signal?: AbortSignal) {
  return apiRequest<TComplianceResponse>('/api/ai-tools/compliance', {
    method: 'POST',
    body,
    signal,
  });
}
