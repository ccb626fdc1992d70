import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import sharp from 'sharp';
import type { Config } from '../../config';
import { SingleFlight } from '../../lib/single-flight';
import type {
  ByteRange,
  PresignPostInput,
  PresignedPost,
  StorageBackend,
  StoredObject,
} from './storage-backend';
import { fileUrl } from './storage-keys';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export function s3OptionsFromConfig(config: Config): S3ObjectStoreOptions {
  const bucket = new URL(config.storageUrl!).hostname;
  return { bucket, ...config.s3 };
}

/** Resized variants live beside the originals, under a prefix no upload key can take. */
const DERIVATIVES_PREFIX = '_derivatives/';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey');

/**
 * S3 or an S3-compatible store (`STORAGE_URL=s3://bucket`): browsers post straight to the bucket
 * with a policy signed by the AWS SDK; the app reads objects (and makes their WebP variants) through
 * the SDK, so the bucket can stay private.
 */
export class S3ObjectStore implements StorageBackend {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  /** Two requests for one missing size make it once. */
  private readonly derivatives = new SingleFlight<StoredObject>();

  constructor(readonly options: S3ObjectStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async createPresignedPost(input: PresignPostInput): Promise<PresignedPost> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.options.bucket,
      Key: input.key,
      Conditions: [
        ['content-length-range', input.minBytes, input.maxBytes],
        { 'Content-Type': input.contentType },
      ],
      Fields: { 'Content-Type': input.contentType },
      Expires: input.expiresInSeconds,
    });
    return {
      url,
      fields,
      expiresAt: new Date(input.now.getTime() + input.expiresInSeconds * 1000),
      fileUrl: fileUrl(input.key),
    };
  }

  private async open(key: string, range?: ByteRange): Promise<Readable> {
    const response = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return response.Body as Readable;
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return {
        key,
        contentType: head.ContentType ?? 'application/octet-stream',
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? `"${key}"`,
        lastModified: (head.LastModified ?? new Date(0)).toISOString(),
        open: (range) => this.open(key, range),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async derivative(object: StoredObject, width: number): Promise<StoredObject> {
    const version = object.etag.replace(/"/g, '');
    const key = `${DERIVATIVES_PREFIX}${object.key}/${version}-w${width}.webp`;
    return this.derivatives.run(key, async () => {
      const existing = await this.stat(key);
      if (existing) return { ...existing, key: object.key };
      // Read in full first (sharp holds a streamed input in memory anyway): a read that fails
      // midway rejects here, where .pipe() would leave the source's 'error' unhandled (a crash)
      // and the resize waiting forever.
      const chunks: Buffer[] = [];
      for await (const chunk of await object.open()) chunks.push(chunk as Buffer);
      const body = await sharp(Buffer.concat(chunks))
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: body,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      const made = await this.stat(key);
      if (!made) throw new Error(`derivative ${key} missing right after it was stored`);
      return { ...made, key: object.key };
    });
  }

  /**
   * Removes the object and its resized variants; a missing object counts as removed, as the storage
   * contract says.
   */
  async deleteObject(key: string): Promise<void> {
    const remove = async (objectKey: string) => {
      try {
        await this.client.send(
          new DeleteObjectCommand({ Bucket: this.options.bucket, Key: objectKey }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    };
    await remove(key);
    const listed = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.options.bucket,
        Prefix: `${DERIVATIVES_PREFIX}${key}/`,
      }),
    );
    await Promise.all((listed.Contents ?? []).map((item) => item.Key && remove(item.Key)));
  }

  async close() {
    this.client.destroy();
  }
}
