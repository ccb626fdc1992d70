import type { TAssistantAnswer, TAssistantQueryRequest } from '@nestwise/shared';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/http/api-client';
import { queryAssistant } from '../lib/assistant-request';

/**
 * POST /api/assistant/query as a mutation: each question is asked once, with the spec's timeout
 * and retry (lib/assistant-request), and its answer joins the conversation, not a cache.
 */
const queryAssistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryAssistant: build.mutation<TAssistantAnswer, TAssistantQueryRequest>({
      async queryFn(body, { signal }) {
        try {
          return { data: await queryAssistant(body, { signal }) };
        } catch (error) {
          if (error instanceof ApiError) return { error };
          throw error;
        }
      },
    }),
  }),
});

export const { useQueryAssistantMutation: useQueryAssistant } = queryAssistantApi;
