import {
  PROPERTY_LIMITS,
  UPLOAD_TYPE_REFUSED_MESSAGES,
  resolveUploadContentType,
  type TProperty,
} from '@nestwise/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, type UploadClient } from '@/lib/upload';
import {
  EMPTY_MEDIA,
  formatOf,
  mediaFromProperty,
  moveItem,
  nextMediaId,
  type MediaItem,
  type MediaKind,
  type MediaState,
} from './media-items';

const LIMITS: Record<MediaKind, number> = {
  images: PROPERTY_LIMITS.imagesMax,
  models: PROPERTY_LIMITS.twinItemsMax,
  documents: PROPERTY_LIMITS.twinItemsMax,
};

const LIMIT_MESSAGES: Record<MediaKind, string> = {
  images: `A listing can have at most ${PROPERTY_LIMITS.imagesMax} images`,
  models: `A listing can have at most ${PROPERTY_LIMITS.twinItemsMax} 3D models`,
  documents: `A listing can have at most ${PROPERTY_LIMITS.twinItemsMax} documents`,
};

/**
 * The listing's images, 3D models and documents, each with its upload.
 *
 * Files go to storage under the listing's id (properties/{id}/…), so on a listing that exists the
 * upload starts as soon as a file is picked; on a new listing files wait ("queued") until the save
 * has created it, then upload with the same progress bars.
 *
 * Nothing is left orphaned in storage: a file uploaded in this visit and removed before it was
 * saved, or never saved because the form was left, is deleted through DELETE /api/files/delete at
 * once; a file that was already on the listing and is removed is deleted only after the save that
 * drops it succeeds (until then the listing still points at it).
 */
export function useListingMedia({
  property,
  client,
}: {
  property?: TProperty;
  client: UploadClient;
}) {
  const [media, setMediaState] = useState<MediaState>(() =>
    property ? mediaFromProperty(property) : EMPTY_MEDIA,
  );
  // The latest list, for async work that outlives the render that started it.
  const mediaRef = useRef(media);
  const controllers = useRef(new Map<string, AbortController>());
  const removedStoredKeys = useRef<string[]>([]);
  const propertyId = property?.id;

  const setMedia = useCallback((update: (current: MediaState) => MediaState) => {
    mediaRef.current = update(mediaRef.current);
    setMediaState(mediaRef.current);
  }, []);

  const patchItem = useCallback(
    (item: MediaItem, patch: Partial<MediaItem>) =>
      setMedia((current) => ({
        ...current,
        [item.kind]: current[item.kind].map((each) =>
          each.id === item.id ? { ...each, ...patch } : each,
        ),
      })),
    [setMedia],
  );

  const discardStored = useCallback(
    (key: string | undefined) => {
      if (key) void client.deleteFile(key).catch(() => undefined);
    },
    [client],
  );

  const upload = useCallback(
    async (item: MediaItem, id: string) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patchItem(item, { status: 'uploading', progress: 0, error: null });
      try {
        const result = await client.upload(item.file, {
          propertyId: id,
          type: item.kind,
          signal: controller.signal,
          onProgress: ({ percent }) => patchItem(item, { progress: percent }),
        });
        const stillListed = mediaRef.current[item.kind].some((each) => each.id === item.id);
        if (!stillListed) return discardStored(result.key);
        patchItem(item, {
          status: 'done',
          progress: 100,
          key: result.key,
          url: result.url,
          format: formatOf(result.name),
        });
      } catch (error) {
        // A cancelled upload has already left the list.
        if (error instanceof UploadError && error.kind === 'aborted') return;
        patchItem(item, {
          status: 'error',
          error: error instanceof Error ? error.message : String(error),
          retryable: !(error instanceof UploadError && error.kind === 'validation'),
        });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [client, patchItem, discardStored],
  );

  const addFiles = useCallback(
    (kind: MediaKind, files: readonly File[]) => {
      const room = LIMITS[kind] - mediaRef.current[kind].length;
      const added = files.map((file, index): MediaItem => {
        const refused =
          index >= room
            ? LIMIT_MESSAGES[kind]
            : (client.validate(file) ??
              (resolveUploadContentType(kind, file.name, file.type)
                ? null
                : UPLOAD_TYPE_REFUSED_MESSAGES[kind]));
        return {
          id: nextMediaId(),
          kind,
          name: file.name,
          file,
          previewUrl: kind === 'images' && !refused ? URL.createObjectURL(file) : undefined,
          status: refused ? 'error' : 'queued',
          progress: 0,
          error: refused,
          origin: 'session',
        };
      });
      setMedia((current) => ({ ...current, [kind]: [...current[kind], ...added] }));
      if (propertyId) {
        for (const item of added) if (item.status === 'queued') void upload(item, propertyId);
      }
    },
    [client, propertyId, setMedia, upload],
  );

  const remove = useCallback(
    (item: MediaItem) => {
      setMedia((current) => ({
        ...current,
        [item.kind]: current[item.kind].filter((each) => each.id !== item.id),
      }));
      controllers.current.get(item.id)?.abort();
      if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      if (item.status !== 'done' || !item.key) return;
      if (item.origin === 'session') discardStored(item.key);
      else removedStoredKeys.current.push(item.key);
    },
    [setMedia, discardStored],
  );

  /** Tries a failed upload again (on a listing that exists; a new one retries on save). */
  const retry = useCallback(
    (item: MediaItem) => {
      if (!item.file || !item.retryable) return;
      if (propertyId) void upload(item, propertyId);
      else patchItem(item, { status: 'queued', error: null });
    },
    [propertyId, upload, patchItem],
  );

  const move = useCallback(
    (item: MediaItem, delta: number) =>
      setMedia((current) => ({
        ...current,
        [item.kind]: moveItem(current[item.kind], item.id, delta),
      })),
    [setMedia],
  );

  /** Uploads the files picked before the listing existed; resolves with the list after. */
  const uploadQueued = useCallback(
    async (id: string): Promise<MediaState> => {
      const queued = Object.values(mediaRef.current)
        .flat()
        .filter((item) => item.status === 'queued');
      await Promise.all(queued.map((item) => upload(item, id)));
      return mediaRef.current;
    },
    [upload],
  );

  /** After a successful save: uploads become the listing's own; files it dropped are deleted. */
  const markSaved = useCallback(() => {
    setMedia((current) => ({
      images: current.images.map((item) => ({ ...item, origin: 'stored' as const })),
      models: current.models.map((item) => ({ ...item, origin: 'stored' as const })),
      documents: current.documents.map((item) => ({ ...item, origin: 'stored' as const })),
    }));
    removedStoredKeys.current.splice(0).forEach(discardStored);
  }, [setMedia, discardStored]);

  /** After a failed save of a new listing's files: deletes this visit's uploads. */
  const discardSession = useCallback(() => {
    const unsaved = (item: MediaItem) => item.origin === 'session' && item.status === 'done';
    Object.values(mediaRef.current)
      .flat()
      .filter(unsaved)
      .forEach((item) => discardStored(item.key));
    setMedia((current) => ({
      images: current.images.filter((item) => !unsaved(item)),
      models: current.models.filter((item) => !unsaved(item)),
      documents: current.documents.filter((item) => !unsaved(item)),
    }));
  }, [discardStored, setMedia]);

  // Leaving the form: stop uploads, delete what was uploaded and never saved, free previews.
  useEffect(
    () => () => {
      controllers.current.forEach((controller) => controller.abort());
      for (const item of Object.values(mediaRef.current).flat()) {
        if (item.origin === 'session' && item.status === 'done') discardStored(item.key);
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      }
    },
    [discardStored],
  );

  const uploading = Object.values(media)
    .flat()
    .some((item) => item.status === 'uploading');

  return {
    media,
    uploading,
    addFiles,
    remove,
    retry,
    move,
    uploadQueued,
    markSaved,
    discardSession,
  };
}

export type ListingMedia = ReturnType<typeof useListingMedia>;
