import {
  PROPERTY_LIMITS,
  fileExtension,
  type TDigitalTwin,
  type TDigitalTwinItem,
  type TProperty,
} from '@nestwise/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast';
import { uploadClient, type UploadClient } from '@/lib/upload';
import { useSaveDigitalTwin } from '../api/save-digital-twin';

export type TwinList = keyof TDigitalTwin;

export interface TwinUpload {
  id: string;
  name: string;
  list: TwinList;
  percent: number;
  status: 'uploading' | 'saving' | 'done' | 'error';
  error?: string;
}

export const twinItemKey = (item: TDigitalTwinItem) => item.s3Key ?? item.url ?? item.name;

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** "Inspection report.pdf" → "Inspection report": the extension shows as the format instead. */
function displayName(fileName: string) {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200) || 'File';
}

/**
 * Adding and removing a twin's models and documents: each file goes through the signed upload
 * with its own progress, then the listing is saved by PATCH. Saves run one after another on the
 * latest twin, so files finishing together never overwrite each other; a file whose save fails is
 * deleted again, and a removed item's stored file is deleted after the listing stops naming it.
 */
export function useTwinEditor(
  property: TProperty,
  onSaved: (property: TProperty) => void,
  client: UploadClient = uploadClient,
) {
  const [uploads, setUploads] = useState<TwinUpload[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const latest = useRef<TDigitalTwin>(property.digitalTwin);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef(true);
  const [saveDigitalTwin] = useSaveDigitalTwin();

  useEffect(() => {
    latest.current = property.digitalTwin;
  }, [property.digitalTwin]);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const update = useCallback((id: string, patch: Partial<TwinUpload>) => {
    if (mounted.current)
      setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));
  }, []);

  /** Runs saves strictly in order, each on the twin the previous one left. */
  const save = useCallback(
    (change: (twin: TDigitalTwin) => TDigitalTwin) => {
      const run = queue.current.then(async () => {
        const saved = await saveDigitalTwin({
          id: property.id,
          digitalTwin: change(latest.current),
        }).unwrap();
        latest.current = saved.digitalTwin;
        if (mounted.current) onSaved(saved);
        return saved;
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [property.id, onSaved, saveDigitalTwin],
  );

  const uploadOne = useCallback(
    async (file: File, list: TwinList) => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setUploads((all) => [...all, { id, name: file.name, list, percent: 0, status: 'uploading' }]);
      if (latest.current[list].length >= PROPERTY_LIMITS.twinItemsMax) {
        return update(id, {
          status: 'error',
          error: `A digital twin holds at most ${PROPERTY_LIMITS.twinItemsMax} ${list}.`,
        });
      }
      let key: string | null = null;
      try {
        const result = await client.upload(file, {
          propertyId: property.id,
          type: list,
          onProgress: ({ percent }) => update(id, { percent }),
        });
        key = result.key;
        update(id, { status: 'saving', percent: 100 });
        const item: TDigitalTwinItem = {
          s3Key: result.key,
          url: result.url,
          name: displayName(file.name),
          format: fileExtension(file.name) || list.slice(0, -1),
        };
        await save((twin) => ({ ...twin, [list]: [...twin[list], item] }));
        update(id, { status: 'done' });
      } catch (error) {
        update(id, {
          status: 'error',
          error: message(error, `${file.name} could not be added.`),
        });
        // Uploaded but not saved on the listing: nothing would ever name the file, so drop it.
        if (key) void client.deleteFile(key).catch(() => undefined);
      }
    },
    [client, property.id, save, update],
  );

  const addFiles = useCallback(
    (files: Iterable<File>, list: TwinList) => {
      for (const file of files) void uploadOne(file, list);
    },
    [uploadOne],
  );

  const remove = useCallback(
    async (item: TDigitalTwinItem, list: TwinList) => {
      const key = twinItemKey(item);
      setRemoving(key);
      try {
        await save((twin) => ({
          ...twin,
          [list]: twin[list].filter((other) => twinItemKey(other) !== key),
        }));
        notify('success', `${item.name} was removed.`);
        if (item.s3Key) {
          await client
            .deleteFile(item.s3Key)
            .catch(() =>
              notify(
                'warning',
                `${item.name} was removed, but its stored file could not be deleted.`,
              ),
            );
        }
      } catch (error) {
        notify(
          'error',
          error instanceof ApiError
            ? error.message
            : message(error, `${item.name} could not be removed.`),
        );
      } finally {
        if (mounted.current) setRemoving(null);
      }
    },
    [client, save],
  );

  const clearFinished = useCallback(
    () => setUploads((all) => all.filter((u) => u.status === 'uploading' || u.status === 'saving')),
    [],
  );

  return { uploads, addFiles, remove, removing, clearFinished };
}
