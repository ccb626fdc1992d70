import type { AppContext } from '../../core/app-context';
import type { StorageBackend } from './storage-backend';
import type { PropertyOwnerLookup } from './storage.policy';
import { storageRoutes } from './storage.routes';

export { createObjectStore } from './create-object-store';
export { isStorageBackend, type StorageBackend } from './storage-backend';
export type { PropertyOwnerLookup } from './storage.policy';
/** The object key format (properties/{id}/…), which listings check their keys against. */
export { parseObjectKey } from './storage-keys';

/** Signed upload policies, the local store's routes and `/files/{key}`, on one backend. */
export function createStorageModule(
  ctx: AppContext,
  ports: { findPropertyOwner: PropertyOwnerLookup; backend: StorageBackend },
) {
  return { routes: storageRoutes(ctx, ports.findPropertyOwner, ports.backend) };
}
