import type { Readable } from 'node:stream';
import type { ObjectStore } from './object-store';

/** What the store keeps about each object (the local store in a sidecar file, S3 in its headers). */
export interface StoredObjectMeta {
  contentType: string;
  size: number;
  /** Quoted, as S3 gives it (the MD5 of the bytes for a single-part upload). */
  etag: string;
  lastModified: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface StoredObject extends StoredObjectMeta {
  key: string;
  /** The bytes, or the bytes of one range. */
  open(range?: ByteRange): Promise<Readable>;
}

export interface PresignPostInput {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  now: Date;
  expiresInSeconds: number;
}

/**
 * A signed POST (ZSignedUploadSchema in packages/shared): the browser posts `fields`, then the
 * file, to `url`.
 */
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
  /** The object, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** A WebP of an image at this width (never enlarged), made once and kept. */
  derivative(object: StoredObject, width: number): Promise<StoredObject>;
  close?(): Promise<void>;
}

export function isStorageBackend(store: ObjectStore): store is StorageBackend {
  const candidate = store as Partial<StorageBackend>;
  return (
    (candidate.kind === 'local' || candidate.kind === 's3') &&
    typeof candidate.createPresignedPost === 'function'
  );
}
