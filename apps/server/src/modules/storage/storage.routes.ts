import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeleteFileRequestSchema, ZPresignUploadRequestSchema } from '@nestwise/shared';
import type { AppContext } from '../../app-context';
import type { Authenticator } from '../../plugins/authenticate';
import { createObjectStore } from './create-object-store';
import { registerObjectRoutes } from './objects.routes';
import { isStorageBackend } from './storage-backend';
import type { PropertyOwnerLookup } from './storage.policy';
import { createStorageService } from './storage.service';

/**
 * Uploads (spec §7): presign for the owner of a property or an admin, delete by key, and, for the
 * local store, the store's own upload, read and delete routes.
 */
export function storageRoutes(
  ctx: AppContext,
  auth: Authenticator,
  findPropertyOwner: PropertyOwnerLookup,
): FastifyPluginAsyncZod {
  return async (app) => {
    // A stand-in store given to buildApp (a test double) still leaves uploads working.
    const backend = isStorageBackend(ctx.objectStore)
      ? ctx.objectStore
      : createObjectStore(ctx.config);
    const close = backend.close?.bind(backend);
    if (close) app.addHook('onClose', close);
    const storage = createStorageService({ clock: ctx.clock, backend, findPropertyOwner });

    app.post(
      '/api/storage/presign',
      { schema: { body: ZPresignUploadRequestSchema } },
      async (request) => storage.presign(await auth.require(request), request.body),
    );

    app.delete(
      '/api/files/delete',
      { schema: { body: ZDeleteFileRequestSchema } },
      async (request, reply) => {
        await storage.deleteFile(await auth.require(request), request.body.key);
        return reply.status(204).send();
      },
    );

    registerObjectRoutes(app, { store: backend, clock: ctx.clock, auth, storage });
  };
}
