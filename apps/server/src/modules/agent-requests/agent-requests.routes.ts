import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAgentMessage,
  createTourRequest,
  decideAgentAppointment,
  findAgentAppointments,
  findAgentClients,
} from '@nestwise/shared/contracts';
import type { Authenticator } from '../../core/actor';
import type { AgentRequestsService } from './agent-requests.service';
import { fromContract } from '../../lib/route-from-contract';

export function agentRequestsRoutes(
  auth: Authenticator,
  service: AgentRequestsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(...fromContract(createTourRequest), async (request, reply) => {
      const actor = await auth.require(request);
      const created = await service.requestTour(actor, request.params.id, request.body);
      return reply.status(201).send(created);
    });

    app.post(...fromContract(createAgentMessage), async (request, reply) => {
      const actor = await auth.require(request);
      const created = await service.sendMessage(actor, request.params.id, request.body);
      return reply.status(201).send(created);
    });

    app.get(...fromContract(findAgentAppointments), async (request) =>
      service.appointments(await auth.require(request), request.query),
    );

    app.post(...fromContract(decideAgentAppointment), async (request) =>
      service.decide(await auth.require(request), request.params.id, request.body),
    );

    app.get(...fromContract(findAgentClients), async (request) =>
      service.clients(await auth.require(request), request.query),
    );
  };
}
