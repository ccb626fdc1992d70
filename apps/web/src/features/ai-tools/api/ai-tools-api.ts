import type {
  TContractParseResponse,
  TIntelligenceResponse,
  TProperty,
  TValuationResponse,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** The bodies are sent as typed in the form: the server's zod schemas judge them (400 + message). */
export type LooseBody = Record<string, unknown>;

export function requestValuation(body: LooseBody, signal?: AbortSignal) {
  return apiRequest<TValuationResponse>('/api/ai-tools/valuation', {
    method: 'POST',
    body,
    signal,
  });
}

export function requestIntelligence(
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) {
  return apiRequest<TIntelligenceResponse>('/api/ai-tools/intelligence', { query, signal });
}

export function requestContractParse(text: string, signal?: AbortSignal) {
  return apiRequest<TContractParseResponse>('/api/ai-tools/contract', {
    method: 'POST',
    body: { text },
    signal,
  });
}

export function fetchListing(id: string, signal?: AbortSignal) {
  return apiRequest<TProperty>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}
