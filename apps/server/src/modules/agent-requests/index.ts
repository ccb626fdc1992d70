import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context';
import { registerAgentRequestsAccountHooks } from './agent-requests.hooks';
import { agentRequestsRoutes } from './agent-requests.routes';
import type { AgentRequestsPorts } from './agent-requests.ports';
import { createAgentRequestsService } from './agent-requests.service';
import { conversationsRoutes } from './conversations.routes';
import { createConversationsService } from './conversations.service';

export type { AgentRequestsPorts, RequestedListing } from './agent-requests.ports';

/**
 * Buyers' tour requests and messages to a listing's agent; the agents' Appointments and Clients;
 * the conversations both sides write in (Messages).
 */
export function createAgentRequestsModule(ctx: AppContext, ports: AgentRequestsPorts) {
  registerAgentRequestsAccountHooks(ctx.accountHooks);
  const service = createAgentRequestsService(ctx, ports);
  const conversations = createConversationsService(ctx, ports);
  const requestRoutes = agentRequestsRoutes(service);
  const messageRoutes = conversationsRoutes(conversations);
  return {
    service,
    conversations,
    routes: (async (app, options) => {
      await requestRoutes(app, options);
      await messageRoutes(app, options);
    }) satisfies FastifyPluginAsyncZod,
  };
}
