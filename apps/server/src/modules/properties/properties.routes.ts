import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyFailureMessage, type PropertyOperation } from '@nestwise/shared';
import {
  addFavoriteProperty,
  changePropertyStatus,
  clearFavoriteProperties,
  confirmPurchase,
  createProperty,
  createPropertyShare,
  decidePropertyApproval,
  declinePurchase,
  deleteProperty,
  findFavoriteProperties,
  findPendingPurchases,
  findProperties,
  findPropertyPins,
  findPropertyShares,
  findPropertyViews,
  findPurchasedProperties,
  getProperty,
  getPropertyHistory,
  getPropertyPublicHistory,
  getSharedProperty,
  recordPropertyView,
  removeFavoriteProperty,
  revokePropertyShare,
  setPropertyActive,
  suggestLocations,
  updateProperty,
} from '@nestwise/shared/contracts';
import { ApiError } from '../../lib/api-error';
import { isDatabaseUnavailable } from '../../db/outage';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';
import type { Authenticator } from '../../core/actor';
import type { PropertiesService } from './properties.service';

/**
 * The 'Failed to create property: …' family of PROPERTY_MESSAGES: a fault (not a refusal) in one of
 * these
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
    // A refusal, or an outage (the error handler answers 503), is not this operation's fault.
    if (error instanceof ApiError || isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, `property ${operation} failed`);
    throw new ApiError(500, 'internal', propertyFailureMessage(operation, 'Internal Server Error'));
  }
}

export function propertiesRoutes(
  auth: Authenticator,
  properties: PropertiesService,
  limits: { suggestPerMinute: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // The page is built by presentProperty, typed as the contract's listing: sent as built.
    app.get(...fromContract(findProperties, { successAsBuilt: true }), async (request) =>
      properties.search(await auth.optional(request), request.query),
    );

    // The map's pins: the list's filters and visibility, every match at once (MAP_PINS_MAX).
    app.get(...fromContract(findPropertyPins), async (request) =>
      properties.pins(await auth.optional(request), request.query),
    );

    // Public, asked on each pause in typing: limited per address so it cannot be used to walk the
    // catalogue, with room for a fast typist and a shared office address.
    app.get(
      // Built by suggestLocations as the contract's suggestions (its own tests check the shapes).
      ...fromContract(suggestLocations, {
        config: { rateLimit: { max: limits.suggestPerMinute, timeWindow: '1 minute' } },
        successAsBuilt: true,
      }),
      async (request) => properties.suggestLocations(request.query),
    );

    app.post(...fromContract(createProperty), async (request, reply) => {
      const actor = callerOf(request);
      const created = await failingAs('create', request.log, () =>
        properties.create(actor, request.body),
      );
      return reply.status(201).send(created);
    });

    app.get(...fromContract(getProperty), async (request) => {
      const actor = await auth.optional(request);
      return failingAs('get', request.log, () => properties.get(actor, request.params.id));
    });

    app.patch(...fromContract(updateProperty), async (request) => {
      const actor = callerOf(request);
      return failingAs('update', request.log, () =>
        properties.update(actor, request.params.id, request.body),
      );
    });

    app.delete(...fromContract(deleteProperty), async (request) => {
      const actor = callerOf(request);
      return failingAs('delete', request.log, () =>
        properties.remove(actor, request.params.id, request.log),
      );
    });

    app.post(...fromContract(decidePropertyApproval), async (request) =>
      properties.decideApproval(callerOf(request), request.params.id, request.body),
    );

    app.post(...fromContract(setPropertyActive), async (request) =>
      properties.setActive(callerOf(request), request.params.id, request.body.isActive),
    );

    app.post(...fromContract(changePropertyStatus), async (request) =>
      properties.changeStatus(callerOf(request), request.params.id, request.body),
    );

    app.get(...fromContract(getPropertyHistory), async (request) =>
      properties.history(callerOf(request), request.params.id),
    );

    // Public: anyone, for public listings only (the manager's full history is the route above).
    app.get(...fromContract(getPropertyPublicHistory), async (request) =>
      properties.publicHistory(request.params.id),
    );

    app.post(...fromContract(recordPropertyView), async (request) =>
      properties.recordView(await auth.optional(request), request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        referrer: request.headers.referer,
      }),
    );

    app.get(...fromContract(findPropertyViews), async (request) =>
      properties.views(callerOf(request), request.params.id, request.query),
    );

    app.post(...fromContract(createPropertyShare), async (request, reply) => {
      const share = await properties.share(callerOf(request), request.params.id);
      return reply.status(201).send(share);
    });

    app.get(...fromContract(findPropertyShares), async (request) =>
      properties.shares(callerOf(request), request.params.id),
    );

    app.delete(...fromContract(revokePropertyShare), async (request) =>
      properties.revokeShare(callerOf(request), request.params.id, request.params.shareId),
    );

    app.get(...fromContract(getSharedProperty), async (request) =>
      properties.shared(request.params.token),
    );

    app.get(...fromContract(findFavoriteProperties), async (request) =>
      properties.favorites(callerOf(request)),
    );

    app.put(...fromContract(addFavoriteProperty), async (request) =>
      properties.addFavorite(callerOf(request), request.params.propertyId),
    );

    app.delete(...fromContract(removeFavoriteProperty), async (request) =>
      properties.removeFavorite(callerOf(request), request.params.propertyId),
    );

    app.delete(...fromContract(clearFavoriteProperties), async (request) =>
      properties.clearFavorites(callerOf(request)),
    );

    app.get(...fromContract(findPurchasedProperties), async (request) =>
      properties.purchased(callerOf(request)),
    );

    // Deals an agent recorded with the caller's email as buyer, waiting for the caller's answer.
    app.get(...fromContract(findPendingPurchases), async (request) =>
      properties.pendingPurchases(callerOf(request)),
    );

    app.post(...fromContract(confirmPurchase), async (request) =>
      properties.confirmPurchase(callerOf(request), request.params.propertyId),
    );

    app.post(...fromContract(declinePurchase), async (request) =>
      properties.declinePurchase(callerOf(request), request.params.propertyId),
    );
  };
}
