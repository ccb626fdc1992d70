import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '@nestwise/shared';
import { SingleFlight } from '../../lib/single-flight';
import { createSignedPostFields, verifyPostForm, type SigningCredentials } from './post-policy';
import type {
  PresignPostInput,
  PresignedPost,
  StorageBackend,
  StoredObject,
  StoredObjectMeta,
} from './storage-backend';
import { S3Error } from './storage-errors';
import { fileUrl, isSafeObjectKey } from './storage-keys';
import {
  META_SUFFIX,
  fileObject,
  removeQuietly,
  type LocalStoredObject,
} from './local-object-files';
import { loadLocalSigningSecret } from './local-signing-secret';
import { readUploadForm } from './local-upload-form';

export type { LocalStoredObject } from './local-object-files';

export const LOCAL_BUCKET = 'nestwise-local';
export const LOCAL_ACCESS_KEY_ID = 'nestwise-local';
export const LOCAL_UPLOAD_PATH = '/storage/upload';

const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

export interface LocalObjectStoreOptions {
  /** Folder of the store: objects/, tmp/ and derivatives/ live under it. */
  root: string;
  secret: string;
  region?: string;
  /** A hard cap on any one upload, whatever a policy says. */
  maxUploadBytes?: number;
}

/**
 * The embedded object store: checks the same signed POST policy S3 does, keeps each object as a
 * file with a JSON sidecar, writes atomically (temp file + rename) and makes WebP derivatives.
 */
export class LocalObjectStore implements StorageBackend {
  readonly kind = 'local' as const;
  readonly bucket = LOCAL_BUCKET;
  readonly credentials: SigningCredentials;
  readonly maxUploadBytes: number;
  private readonly objectsDir: string;
  private readonly tmpDir: string;
  private readonly derivativesDir: string;
  /** Two requests for one missing size make it once. */
  private readonly derivatives = new SingleFlight<LocalStoredObject>();

  constructor(options: LocalObjectStoreOptions) {
    this.credentials = {
      accessKeyId: LOCAL_ACCESS_KEY_ID,
      secretAccessKey: options.secret,
      region: options.region ?? 'us-east-1',
    };
    this.maxUploadBytes = options.maxUploadBytes ?? UPLOAD_MAX_BYTES;
    this.objectsDir = path.join(options.root, 'objects');
    this.tmpDir = path.join(options.root, 'tmp');
    this.derivativesDir = path.join(options.root, 'derivatives');
    for (const dir of [this.objectsDir, this.tmpDir, this.derivativesDir]) {
      fs.mkdirSync(dir, { recursive: true });
    }
    this.removeStaleTempFiles();
  }

  /** Temp files a stopped process left behind (an upload never takes a day). */
  private removeStaleTempFiles() {
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of fs.readdirSync(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      try {
        if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
      } catch {
        // another process removed it first
      }
    }
  }

  static open(dataDir: string, options: Partial<LocalObjectStoreOptions> = {}) {
    return new LocalObjectStore({
      root: path.join(dataDir, 'storage'),
      secret: loadLocalSigningSecret(dataDir),
      ...options,
    });
  }

  async createPresignedPost(input: PresignPostInput): Promise<PresignedPost> {
    const { fields, expiresAt } = createSignedPostFields(this.credentials, {
      bucket: this.bucket,
      ...input,
    });
    return { url: LOCAL_UPLOAD_PATH, fields, expiresAt, fileUrl: fileUrl(input.key) };
  }

  private blobPath(key: string): string {
    if (!isSafeObjectKey(key)) throw new S3Error('InvalidArgument', 'Invalid object key.');
    const resolved = path.resolve(this.objectsDir, key);
    if (!resolved.startsWith(this.objectsDir + path.sep)) {
      throw new S3Error('InvalidArgument', 'Invalid object key.');
    }
    return resolved;
  }

  private tempPath(suffix: string) {
    return path.join(this.tmpDir, `${randomUUID()}${suffix}`);
  }

  /**
   * Reads a browser's multipart POST (fields first, then `file`, as S3 requires), checks the policy
   * before reading the file, then the real byte count, and stores the object atomically.
   */
  receiveUpload(
    headers: IncomingHttpHeaders,
    body: Readable,
    now: Date,
  ): Promise<LocalStoredObject> {
    return readUploadForm(headers, body, (form, stream) => this.storeFile(form, stream, now));
  }

  private async storeFile(
    form: Record<string, string>,
    stream: Readable,
    now: Date,
  ): Promise<LocalStoredObject> {
    let verified;
    let target: string;
    try {
      verified = verifyPostForm(form, { credentials: this.credentials, bucket: this.bucket, now });
      target = this.blobPath(verified.key);
    } catch (error) {
      stream.resume();
      throw error;
    }
    const maxBytes = Math.min(verified.maxBytes, this.maxUploadBytes);
    const temp = this.tempPath('.part');
    const hash = createHash('md5');
    let size = 0;
    let tooLarge = false;
    let renamed = false;
    const out = fs.createWriteStream(temp, { flags: 'wx' });
    try {
      // Past the cap the rest is read and dropped, so the browser gets the answer, not a reset.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) tooLarge = true;
        if (tooLarge) continue;
        hash.update(chunk);
        if (!out.write(chunk)) await once(out, 'drain');
      }
      if ((stream as Readable & { truncated?: boolean }).truncated) tooLarge = true;
      out.end();
      await once(out, 'close');
      if (tooLarge) {
        throw new S3Error(
          'EntityTooLarge',
          'Your proposed upload exceeds the maximum allowed size.',
        );
      }
      if (size < Math.max(verified.minBytes, 1)) {
        throw new S3Error(
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed size.',
        );
      }
      const meta: StoredObjectMeta = {
        contentType: verified.contentType,
        size,
        etag: `"${hash.digest('hex')}"`,
        lastModified: now.toISOString(),
      };
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const metaTemp = this.tempPath('.meta');
      try {
        await fs.promises.writeFile(metaTemp, JSON.stringify(meta));
        await fs.promises.rename(metaTemp, target + META_SUFFIX);
      } finally {
        await removeQuietly(metaTemp);
      }
      try {
        await fs.promises.rename(temp, target);
      } catch (error) {
        await removeQuietly(target + META_SUFFIX);
        throw error;
      }
      renamed = true;
      return fileObject(verified.key, target, meta);
    } finally {
      if (!out.closed) out.destroy();
      if (!renamed) await removeQuietly(temp);
    }
  }

  /** The stored object, or undefined when there is none. */
  async stat(key: string): Promise<LocalStoredObject | undefined> {
    const blob = this.blobPath(key);
    try {
      const meta = JSON.parse(
        await fs.promises.readFile(blob + META_SUFFIX, 'utf8'),
      ) as StoredObjectMeta;
      const stats = await fs.promises.stat(blob);
      if (!stats.isFile()) return undefined;
      return fileObject(key, blob, { ...meta, size: stats.size });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** A WebP of the image at this width (never enlarged), made once and kept. */
  async derivative(object: StoredObject, width: number): Promise<LocalStoredObject> {
    const source = this.blobPath(object.key);
    const version = object.etag.replace(/"/g, '');
    const target = path.join(this.derivativesDir, object.key, `${version}-w${width}.webp`);
    return this.derivatives.run(target, async () => {
      const existing = await fs.promises.stat(target).catch(() => undefined);
      if (!existing) {
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        const temp = this.tempPath('.webp');
        try {
          await sharp(source)
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toFile(temp);
          await fs.promises.rename(temp, target);
        } finally {
          await removeQuietly(temp);
        }
      }
      const stats = await fs.promises.stat(target);
      return fileObject(object.key, target, {
        contentType: 'image/webp',
        size: stats.size,
        etag: `"${version}-w${width}"`,
        lastModified: object.lastModified,
      });
    });
  }

  /** Removes the object, its sidecar and its derivatives; a missing object counts as removed. */
  async deleteObject(key: string): Promise<void> {
    const blob = this.blobPath(key);
    await fs.promises.rm(blob, { force: true });
    await fs.promises.rm(blob + META_SUFFIX, { force: true });
    await fs.promises.rm(path.join(this.derivativesDir, key), { recursive: true, force: true });
  }
}

export function isLocalObjectStore(store: unknown): store is LocalObjectStore {
  return store instanceof LocalObjectStore;
}
