import {
  AI_CALL_RETRIES,
  AI_CALL_TIMEOUT_MS,
  type TAssistantAnswer,
  type TAssistantQueryRequest,
} from '@nestwise/shared';
import { queryAssistant as queryAssistantRoute } from '@nestwise/shared/operation-routes/query-assistant';
import { ApiError } from '@/lib/http/api-client';
import { TIMEOUT_CODE, patientRequest } from '@/lib/http/patient-request';

/**
 * POST /api/assistant/query through the app's one client, with the spec's 30 s timeout per try and
 * 1 retry after a timeout, a lost connection or a server fault (AI_CALL_TIMEOUT_MS, AI_CALL_RETRIES
 * in packages/shared).
 */
export async function queryAssistant(
  body: TAssistantQueryRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TAssistantAnswer> {
  const answer = await patientRequest(queryAssistantRoute, {
    body,
    signal,
    timeoutMs: AI_CALL_TIMEOUT_MS,
    retries: AI_CALL_RETRIES,
  });
  if (!answer?.success || !answer.data || !Array.isArray(answer.data.properties)) {
    throw new ApiError(502, 'bad-answer', 'The AI service sent an answer the app cannot read.');
  }
  return answer.data;
}

/** The banner text for a failed call. */
export function assistantErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === TIMEOUT_CODE) {
      return 'The AI service took too long to respond. Please try again.';
    }
    if (error.status === 0) return error.message;
    if (error.status >= 500)
      return 'The AI service is unavailable right now. Please try again later.';
    return error.message;
  }
  return 'The AI service could not answer. Please try again.';
}

/** An AI service failure leaves an apology in the chat. */
export const APOLOGY_MESSAGE =
  "I'm sorry, I couldn't process your request right now. Please try again in a moment.";
