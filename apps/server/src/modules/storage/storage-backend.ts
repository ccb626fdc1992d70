import type { ObjectStore } from './object-store';

export interface PresignPostInput {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  now: Date;
  expiresInSeconds: number;
}

/** A signed POST (spec §7): the browser posts `fields`, then the file, to `url`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
  /** Where the object is read from once stored. */
  fileUrl: string;
}

/** Object storage as the storage module drives it: the local blob store or S3. */
export interface StorageBackend extends ObjectStore {
  readonly kind: 'local' | 's3';
  createPresignedPost(input: PresignPostInput): Promise<PresignedPost>;
  close?(): Promise<void>;
}

export function isStorageBackend(store: ObjectStore): store is StorageBackend {
  const candidate = store as Partial<StorageBackend>;
  return (
    (candidate.kind === 'local' || candidate.kind === 's3') &&
    typeof candidate.createPresignedPost === 'function'
  );
}
