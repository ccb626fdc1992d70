import type { TAgentMessageRequest, TTourRequest } from '@nestwise/shared';
import type { createAgentMessage, createTourRequest } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** A buyer's contact with the listing's agent, from the listing page's form. */
const agentContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/properties/{id}/messages: a note to the agent. */
    messageAgent: contractMutation<typeof createAgentMessage>(build)({
      method: 'POST',
      path: '/api/properties/{id}/messages',
      request: ({
        propertyId,
        message,
      }: {
        propertyId: string;
        message: TAgentMessageRequest;
      }) => ({
        params: { id: propertyId },
        body: message,
      }),
    }),
    /** POST /api/properties/{id}/tour-requests: asks the agent for a tour. */
    requestTour: contractMutation<typeof createTourRequest>(build)({
      method: 'POST',
      path: '/api/properties/{id}/tour-requests',
      request: ({ propertyId, request }: { propertyId: string; request: TTourRequest }) => ({
        params: { id: propertyId },
        body: request,
      }),
    }),
  }),
});

export const { useMessageAgentMutation, useRequestTourMutation } = agentContactApi;
