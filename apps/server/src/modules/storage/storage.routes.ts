import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUploadPolicy, deleteFile } from '@nestwise/shared/contracts';
import type { AppContext } from '../../core/app-context';
import { registerObjectRoutes } from './objects.routes';
import type { StorageBackend } from './storage-backend';
import type { PropertyOwnerLookup } from './storage.policy';
import { createStorageService } from './storage.service';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';

/**
 * Uploads (packages/shared/src/contracts/storage.ts): presign for the owner of a property or an
 * admin, delete by key, and, for the
 * local store, the store's own upload, read and delete routes.
 */
export function storageRoutes(
  ctx: AppContext,
  findPropertyOwner: PropertyOwnerLookup,
  backend: StorageBackend,
): FastifyPluginAsyncZod {
  return async (app) => {
    const close = backend.close?.bind(backend);
    if (close) app.addHook('onClose', close);
    const storage = createStorageService({ clock: ctx.clock, backend, findPropertyOwner });

    app.post(...fromContract(createUploadPolicy), async (request) =>
      storage.presign(callerOf(request), request.body),
    );

    app.delete(...fromContract(deleteFile), async (request, reply) => {
      await storage.deleteFile(callerOf(request), request.body.key);
      return reply.status(204).send();
    });

    registerObjectRoutes(app, { store: backend, clock: ctx.clock, storage });
  };
}
