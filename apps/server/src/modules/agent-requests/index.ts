import type { AppContext } from '../../core/app-context';
import { registerAgentRequestsAccountHooks } from './agent-requests.hooks';
import { agentRequestsRoutes } from './agent-requests.routes';
import type { AgentRequestsPorts } from './agent-requests.ports';
import { createAgentRequestsService } from './agent-requests.service';

export type { AgentRequestsPorts, RequestedListing } from './agent-requests.ports';

/** Buyers' tour requests and messages to a listing's agent; the agents' Appointments and Clients. */
export function createAgentRequestsModule(ctx: AppContext, ports: AgentRequestsPorts) {
  registerAgentRequestsAccountHooks(ctx.accountHooks);
  const service = createAgentRequestsService(ctx, ports);
  return { service, routes: agentRequestsRoutes(service) };
}
