import { propertyFailureMessage, type PropertyOperation } from '@nestwise/shared';
import { ApiError } from '../../lib/api-error';
import { parseObjectKey } from '../storage';
import type { PropertyRow } from './properties.repo';

export const FOREIGN_STORAGE_KEY = 'properties/foreign-storage-key';

/** The parts of a listing that may name stored files. */
type FileFields = Partial<Pick<PropertyRow, 'images' | 'digitalTwin' | 'media'>>;

/** Storage keys in a listing's images, digital-twin files and anywhere inside media. */
export function storedKeysIn(fields: FileFields): string[] {
  const keys = new Set<string>();
  for (const image of fields.images ?? []) if (image.key) keys.add(image.key);
  const twin = fields.digitalTwin;
  for (const item of [...(twin?.models ?? []), ...(twin?.documents ?? [])]) {
    if (item.s3Key) keys.add(item.s3Key);
  }
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    for (const [name, inner] of Object.entries(value)) {
      if ((name === 'key' || name === 's3Key') && typeof inner === 'string' && inner) {
        keys.add(inner);
      } else {
        walk(inner, depth + 1);
      }
    }
  };
  walk(fields.media, 0);
  return [...keys];
}

/** Whether a key lies in the listing's own folder, properties/{id}/{type}/…. */
export function isOwnStorageKey(propertyId: string, key: string): boolean {
  return parseObjectKey(key)?.propertyId === propertyId;
}

/**
 * Deleting a listing deletes the files it names, so a listing may only name its own: a key of
 * another listing (or outside the key shape) is refused when written. A new listing has no folder
 * yet (`propertyId` undefined), so it takes no key at all: the web form creates the listing, then
 * uploads its files under the new id and saves them with an update.
 */
export function assertOwnStorageKeys(
  operation: PropertyOperation,
  propertyId: string | undefined,
  fields: FileFields,
) {
  const foreign = storedKeysIn(fields).find(
    (key) => propertyId === undefined || !isOwnStorageKey(propertyId, key),
  );
  if (foreign === undefined) return;
  throw ApiError.badRequest(
    propertyFailureMessage(
      operation,
      `the file ${foreign} does not belong to this listing; upload it to this listing first`,
    ),
    FOREIGN_STORAGE_KEY,
  );
}
