import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearches,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '@nestwise/shared/contracts';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';
import type { SavedSearchesService } from './saved-searches.service';

/**
 * Any signed-in account (buyer, agent or admin) keeps its own saved searches; another account's
 * id answers 404. The unsubscribe route takes only the mail link's signed token.
 */
export function savedSearchesRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(findSavedSearches), async (request) => service.list(callerOf(request)));

    app.post(...fromContract(createSavedSearch), async (request, reply) => {
      const created = await service.create(callerOf(request), request.body);
      return reply.code(201).send(created);
    });

    app.patch(...fromContract(updateSavedSearch), async (request) =>
      service.update(callerOf(request), request.params.id, request.body),
    );

    app.delete(...fromContract(deleteSavedSearch), async (request) =>
      service.remove(callerOf(request), request.params.id),
    );

    // POST, not GET: mail scanners open links, and opening one must not turn alerts off.
    app.post(...fromContract(unsubscribeSavedSearch), async (request) =>
      service.unsubscribe(request.body.token),
    );
  };
}
