import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApprovalDecisionRequestSchema,
  ZChangePropertyStatusRequestSchema,
  ZCreatePropertyRequestSchema,
  ZFavoriteParamsSchema,
  ZListPropertiesQuerySchema,
  ZPageQuerySchema,
  ZPropertyIdParamsSchema,
  ZSetPropertyActiveRequestSchema,
  ZShareParamsSchema,
  ZShareTokenParamsSchema,
  ZUpdatePropertyRequestSchema,
  propertyFailureMessage,
  type PropertyOperation,
} from '@nestwise/shared';
import { ApiError } from '../../lib/api-error';
import type { Authenticator } from '../../plugins/authenticate';
import type { PropertiesService } from './properties.service';

/**
 * Spec §8's 'Failed to create property: …' family: a fault (not a refusal) in one of these
 * operations is logged and answered 500 with that message; internals never leave the server.
 */
async function failingAs<T>(
  operation: PropertyOperation,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.error({ err: error }, `property ${operation} failed`);
    throw new ApiError(500, 'internal', propertyFailureMessage(operation, 'Internal Server Error'));
  }
}

export function propertiesRoutes(
  auth: Authenticator,
  properties: PropertiesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = { params: ZPropertyIdParamsSchema };

    app.get(
      '/api/properties',
      { schema: { querystring: ZListPropertiesQuerySchema } },
      async (request) => properties.search(await auth.optional(request), request.query),
    );

    app.post(
      '/api/properties',
      { schema: { body: ZCreatePropertyRequestSchema } },
      async (request, reply) => {
        const actor = await auth.require(request);
        const created = await failingAs('create', request.log, () =>
          properties.create(actor, request.body),
        );
        return reply.status(201).send(created);
      },
    );

    app.get('/api/properties/:id', { schema: byId }, async (request) => {
      const actor = await auth.optional(request);
      return failingAs('get', request.log, () => properties.get(actor, request.params.id));
    });

    app.patch(
      '/api/properties/:id',
      { schema: { ...byId, body: ZUpdatePropertyRequestSchema } },
      async (request) => {
        const actor = await auth.require(request);
        return failingAs('update', request.log, () =>
          properties.update(actor, request.params.id, request.body),
        );
      },
    );

    app.delete('/api/properties/:id', { schema: byId }, async (request) => {
      const actor = await auth.require(request);
      return failingAs('delete', request.log, () =>
        properties.remove(actor, request.params.id, request.log),
      );
    });

    app.post(
      '/api/properties/:id/approval',
      { schema: { ...byId, body: ZApprovalDecisionRequestSchema } },
      async (request) =>
        properties.decideApproval(await auth.require(request), request.params.id, request.body),
    );

    app.post(
      '/api/properties/:id/active',
      { schema: { ...byId, body: ZSetPropertyActiveRequestSchema } },
      async (request) =>
        properties.setActive(await auth.require(request), request.params.id, request.body.isActive),
    );

    app.post(
      '/api/properties/:id/status',
      { schema: { ...byId, body: ZChangePropertyStatusRequestSchema } },
      async (request) =>
        properties.changeStatus(await auth.require(request), request.params.id, request.body),
    );

    app.get('/api/properties/:id/history', { schema: byId }, async (request) =>
      properties.history(await auth.require(request), request.params.id),
    );

    // Public: anyone, for public listings only (the manager's full history is the route above).
    app.get('/api/properties/:id/public-history', { schema: byId }, async (request) =>
      properties.publicHistory(request.params.id),
    );

    app.post('/api/properties/:id/views', { schema: byId }, async (request) =>
      properties.recordView(await auth.optional(request), request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        referrer: request.headers.referer,
      }),
    );

    app.get(
      '/api/properties/:id/views',
      { schema: { ...byId, querystring: ZPageQuerySchema } },
      async (request) =>
        properties.views(await auth.require(request), request.params.id, request.query),
    );

    app.post('/api/properties/:id/share', { schema: byId }, async (request, reply) => {
      const share = await properties.share(await auth.require(request), request.params.id);
      return reply.status(201).send(share);
    });

    app.get('/api/properties/:id/shares', { schema: byId }, async (request) =>
      properties.shares(await auth.require(request), request.params.id),
    );

    app.delete(
      '/api/properties/:id/shares/:shareId',
      { schema: { params: ZShareParamsSchema } },
      async (request) =>
        properties.revokeShare(
          await auth.require(request),
          request.params.id,
          request.params.shareId,
        ),
    );

    app.get(
      '/api/shared/:token',
      { schema: { params: ZShareTokenParamsSchema } },
      async (request) => properties.shared(request.params.token),
    );

    app.get('/api/me/favorites', async (request) =>
      properties.favorites(await auth.require(request)),
    );

    app.put(
      '/api/me/favorites/:propertyId',
      { schema: { params: ZFavoriteParamsSchema } },
      async (request) =>
        properties.addFavorite(await auth.require(request), request.params.propertyId),
    );

    app.delete(
      '/api/me/favorites/:propertyId',
      { schema: { params: ZFavoriteParamsSchema } },
      async (request) =>
        properties.removeFavorite(await auth.require(request), request.params.propertyId),
    );

    app.delete('/api/me/favorites', async (request) =>
      properties.clearFavorites(await auth.require(request)),
    );

    app.get('/api/me/purchased', async (request) =>
      properties.purchased(await auth.require(request)),
    );

    // Deals an agent recorded with the caller's email as buyer, waiting for the caller's answer.
    app.get('/api/me/purchases/pending', async (request) =>
      properties.pendingPurchases(await auth.require(request)),
    );

    app.post(
      '/api/me/purchases/:propertyId/confirm',
      { schema: { params: ZFavoriteParamsSchema } },
      async (request) =>
        properties.confirmPurchase(await auth.require(request), request.params.propertyId),
    );

    app.post(
      '/api/me/purchases/:propertyId/decline',
      { schema: { params: ZFavoriteParamsSchema } },
      async (request) =>
        properties.declinePurchase(await auth.require(request), request.params.propertyId),
    );
  };
}
