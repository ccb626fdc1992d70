import type { TAgentMessageRequest } from '@nestwise/shared';
import type { createAgentMessage, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** POST /api/properties/{id}/messages: a buyer's note to the listing's agent. */
const messageAgentApi = api.injectEndpoints({
  endpoints: (build) => ({
    messageAgent: build.mutation<
      OperationResponseBody<typeof createAgentMessage>,
      { propertyId: string; message: TAgentMessageRequest }
    >({
      query: ({ propertyId, message }) =>
        call<typeof createAgentMessage>(
          { method: 'POST', path: '/api/properties/{id}/messages' },
          { params: { id: propertyId }, body: message },
        ),
    }),
  }),
});

export const { useMessageAgentMutation } = messageAgentApi;
