import { DeleteObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { Config } from '../../config';
import type { PresignPostInput, PresignedPost, StorageBackend } from './storage-backend';

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

/**
 * S3 or an S3-compatible store (`STORAGE_URL=s3://bucket`): browsers post straight to the bucket
 * with a policy signed by the AWS SDK; the server only deletes.
 */
export class S3ObjectStore implements StorageBackend {
  readonly kind = 's3' as const;
  readonly client: S3Client;

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
      fileUrl: this.objectUrl(input.key),
    };
  }

  /** The object's address in the bucket (path style when forced or on a custom endpoint). */
  objectUrl(key: string): string {
    const { bucket, endpoint, region, forcePathStyle } = this.options;
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com/${encodedKey}`;
    const base = new URL(endpoint);
    if (forcePathStyle) return `${base.origin}/${bucket}/${encodedKey}`;
    return `${base.protocol}//${bucket}.${base.host}/${encodedKey}`;
  }

  async deleteObject(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (error) {
      // Spec §7: a 404 counts as success.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return;
      throw error;
    }
  }

  async close() {
    this.client.destroy();
  }
}
