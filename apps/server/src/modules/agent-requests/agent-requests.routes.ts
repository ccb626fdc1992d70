import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAgentMessage,
  createTourRequest,
  decideAgentAppointment,
  findAgentAppointments,
  findAgentClients,
} from '@nestwise/shared/contracts';
import type { AgentRequestsService } from './agent-requests.service';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';

export function agentRequestsRoutes(service: AgentRequestsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(...fromContract(createTourRequest), async (request, reply) => {
      const actor = callerOf(request);
      const created = await service.requestTour(actor, request.params.id, request.body);
      return reply.status(201).send(created);
    });

    app.post(...fromContract(createAgentMessage), async (request, reply) => {
      const actor = callerOf(request);
      const created = await service.sendMessage(actor, request.params.id, request.body);
      return reply.status(201).send(created);
    });

    app.get(...fromContract(findAgentAppointments), async (request) =>
      service.appointments(callerOf(request), request.query),
    );

    app.post(...fromContract(decideAgentAppointment), async (request) =>
      service.decide(callerOf(request), request.params.id, request.body),
    );

    app.get(...fromContract(findAgentClients), async (request) =>
      service.clients(callerOf(request), request.query),
    );
  };
}
