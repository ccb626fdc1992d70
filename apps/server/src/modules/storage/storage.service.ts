import {
  SIGNED_UPLOAD_POLICY_TTL_SECONDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPE_REFUSED_MESSAGES,
  fileTooLargeMessage,
  isAcceptedUpload,
  type TPresignUploadRequest,
  type TPresignedUpload,
} from '@nestwise/shared';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../core/actor';
import type { StorageBackend } from './storage-backend';
import { buildObjectKey, parseObjectKey } from './storage-keys';
import { storagePolicy, type PropertyOwnerLookup } from './storage.policy';

export const STORAGE_ERROR_CODES = {
  fileEmpty: 'storage/file-empty',
  fileTooLarge: 'storage/file-too-large',
  unsupportedType: 'storage/unsupported-type',
  invalidKey: 'storage/invalid-key',
} as const;

const PROPERTY_NOT_FOUND = 'Property not found';

export interface StorageServiceDeps {
  clock: Clock;
  backend: StorageBackend;
  findPropertyOwner: PropertyOwnerLookup;
  /** The size cap (UPLOAD_MAX_BYTES in packages/shared); tests lower it. */
  maxUploadBytes?: number;
}

export function createStorageService(deps: StorageServiceDeps) {
  const { clock, backend, findPropertyOwner } = deps;
  const maxBytes = deps.maxUploadBytes ?? UPLOAD_MAX_BYTES;
  const maxMegabytes =
    maxBytes === UPLOAD_MAX_BYTES ? UPLOAD_MAX_MEGABYTES : maxBytes / (1024 * 1024);

  async function assertCanManage(actor: Actor, propertyId: string, mustExist: boolean) {
    const owner = await findPropertyOwner(propertyId);
    if (!owner && mustExist) throw ApiError.notFound(PROPERTY_NOT_FOUND);
    if (!storagePolicy.canManagePropertyFiles(actor, owner)) throw ApiError.forbidden();
  }

  return {
    /**
     * A signed POST for one file of a property, valid 1 hour, pinned to key, type and the
     * declared size.
     */
    async presign(actor: Actor, input: TPresignUploadRequest): Promise<TPresignedUpload> {
      if (input.size <= 0) {
        throw ApiError.badRequest(UPLOAD_MESSAGES.emptyFile, STORAGE_ERROR_CODES.fileEmpty);
      }
      if (input.size > maxBytes) {
        throw ApiError.badRequest(
          fileTooLargeMessage(input.size, maxMegabytes),
          STORAGE_ERROR_CODES.fileTooLarge,
        );
      }
      const contentType = input.contentType.toLowerCase();
      if (!isAcceptedUpload(input.type, input.fileName, contentType)) {
        throw ApiError.badRequest(
          UPLOAD_TYPE_REFUSED_MESSAGES[input.type],
          STORAGE_ERROR_CODES.unsupportedType,
        );
      }
      await assertCanManage(actor, input.propertyId, true);
      const now = clock.now();
      const key = buildObjectKey({ ...input, now });
      const signed = await backend.createPresignedPost({
        key,
        contentType,
        // The policy holds the size the browser declared, not just the cap: the store refuses a
        // file one byte larger or smaller than what was checked here.
        minBytes: input.size,
        maxBytes: input.size,
        now,
        expiresInSeconds: SIGNED_UPLOAD_POLICY_TTL_SECONDS,
      });
      return {
        url: signed.url,
        fields: signed.fields,
        key,
        fileUrl: signed.fileUrl,
        expiresAt: signed.expiresAt.toISOString(),
      };
    },

    /** Removes one file of a property; a file that is already gone counts as removed. */
    async deleteFile(actor: Actor, key: string): Promise<void> {
      const parsed = parseObjectKey(key);
      if (!parsed) {
        throw ApiError.badRequest('Invalid file key', STORAGE_ERROR_CODES.invalidKey);
      }
      await assertCanManage(actor, parsed.propertyId, false);
      await backend.deleteObject(key);
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;
