import type { TAgentMessageRequest, TTourRequest } from '@nestwise/shared';
import { createAgentMessage } from '@nestwise/shared/operation-routes/create-agent-message';
import { createTourRequest } from '@nestwise/shared/operation-routes/create-tour-request';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** A buyer's contact with the listing's agent, from the listing page's form. */
const agentContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/properties/{id}/messages: a note to the agent. */
    messageAgent: contractMutation(build, createAgentMessage, {
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
    requestTour: contractMutation(build, createTourRequest, {
      request: ({ propertyId, request }: { propertyId: string; request: TTourRequest }) => ({
        params: { id: propertyId },
        body: request,
      }),
    }),
  }),
});

export const { useMessageAgentMutation, useRequestTourMutation } = agentContactApi;
