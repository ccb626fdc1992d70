import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgentMessageRequestSchema,
  ZAppointmentDecisionSchema,
  ZAppointmentIdParamsSchema,
  ZPropertyIdParamsSchema,
  ZTourRequestSchema,
} from '@nestwise/shared';
import type { Authenticator } from '../../plugins/authenticate';
import type { AgentRequestsService } from './agent-requests.service';

export function agentRequestsRoutes(
  auth: Authenticator,
  service: AgentRequestsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/properties/:id/tour-requests',
      { schema: { params: ZPropertyIdParamsSchema, body: ZTourRequestSchema } },
      async (request, reply) => {
        const actor = await auth.require(request);
        const created = await service.requestTour(actor, request.params.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/api/properties/:id/messages',
      { schema: { params: ZPropertyIdParamsSchema, body: ZAgentMessageRequestSchema } },
      async (request, reply) => {
        const actor = await auth.require(request);
        const created = await service.sendMessage(actor, request.params.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.get('/api/agent/appointments', async (request) =>
      service.appointments(await auth.require(request)),
    );

    app.post(
      '/api/agent/appointments/:id/status',
      { schema: { params: ZAppointmentIdParamsSchema, body: ZAppointmentDecisionSchema } },
      async (request) =>
        service.decide(await auth.require(request), request.params.id, request.body),
    );

    app.get('/api/agent/clients', async (request) => service.clients(await auth.require(request)));
  };
}
