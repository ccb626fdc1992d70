import fs from 'node:fs';
import type { ByteRange, StoredObject, StoredObjectMeta } from './storage-backend';

/** Each object's metadata sits beside it in a JSON sidecar of this suffix. */
export const META_SUFFIX = '~meta.json';

export interface LocalStoredObject extends StoredObject {
  path: string;
}

/** A file of the store as a StoredObject: its bytes are read from disk. */
export function fileObject(key: string, file: string, meta: StoredObjectMeta): LocalStoredObject {
  return {
    key,
    path: file,
    ...meta,
    open: async (range?: ByteRange) =>
      fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}),
  };
}

/** Cleanup after a failure: the file may never have been written. */
export async function removeQuietly(file: string) {
  await fs.promises.rm(file, { force: true }).catch(() => undefined);
}
