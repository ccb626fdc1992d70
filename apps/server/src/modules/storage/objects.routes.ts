import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMAGE_DERIVATIVE_WIDTHS,
  INLINE_IMAGE_CONTENT_TYPES,
  type ImageDerivativeWidth,
} from '@nestwise/shared';
import { deleteObject, readFile, uploadObject } from '@nestwise/shared/contracts';
import type { Clock } from '../../lib/clock';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';
import { requestedRange } from './byte-range';
import { isLocalObjectStore } from './local-object-store';
import type { StorageBackend, StoredObject } from './storage-backend';
import { S3Error, s3ErrorXml } from './storage-errors';
import { isSafeObjectKey, parseObjectKey } from './storage-keys';
import type { StorageService } from './storage.service';

/** Served files never run in the app's origin: no script, no plugin, a sandboxed document. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendS3Error(reply: FastifyReply, error: S3Error, resource?: string) {
  return reply
    .status(error.statusCode)
    .header('content-type', 'application/xml')
    .header('cache-control', 'no-store')
    .send(s3ErrorXml(error, resource));
}

/** The file name a download is saved as: the safe name, without the timestamp_random_ prefix. */
function downloadName(key: string) {
  const last = key.split('/').pop() ?? 'file';
  return last.replace(/^\d+_[0-9a-f]+_/, '') || 'file';
}

async function sendObject(request: FastifyRequest, reply: FastifyReply, object: StoredObject) {
  const inline =
    INLINE_IMAGE_CONTENT_TYPES.includes(object.contentType) || object.contentType === 'image/webp';
  const asAttachment = !inline || parseObjectKey(object.key)?.type === 'documents';
  reply
    .header('content-type', object.contentType)
    .header('etag', object.etag)
    .header('last-modified', new Date(object.lastModified).toUTCString())
    .header('cache-control', IMMUTABLE)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP);
  if (asAttachment) {
    reply.header('content-disposition', `attachment; filename="${downloadName(object.key)}"`);
  }
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === object.etag)) {
    return reply.status(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== object.etag
      ? undefined
      : requestedRange(request.headers.range, object.size);
  if (range === 'unsatisfiable') {
    return reply
      .header('content-range', `bytes */${object.size}`)
      .removeHeader('content-disposition')
      .header('content-type', 'application/xml')
      .status(416)
      .send(s3ErrorXml(new S3Error('InvalidRange', 'The requested range is not satisfiable.')));
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await object.open(range));
  }
  reply.header('content-length', object.size);
  return reply.send(await object.open());
}

/**
 * The store's HTTP face: reads with ETag, Range and WebP derivatives, a direct delete under the
 * same rule as /api/files/delete, and, for the local blob store, the browser's signed POST.
 */
export function registerObjectRoutes(
  instance: FastifyInstance,
  deps: { store: StorageBackend; clock: Clock; storage: StorageService },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { store, clock, storage } = deps;
  if (isLocalObjectStore(store)) {
    // The browser's form is streamed to the store, never buffered by Fastify.
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    app.post(...fromContract(uploadObject), async (request, reply) => {
      try {
        if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
          throw new S3Error(
            'InvalidArgument',
            'Bucket POST must be of the enclosure-type multipart/form-data.',
          );
        }
        await store.receiveUpload(request.headers, request.raw, clock.now());
        return reply.status(204).send();
      } catch (error) {
        if (error instanceof S3Error) {
          // Whatever of the body is still unread is dropped, so the browser gets this answer.
          request.raw.resume();
          return sendS3Error(reply, error);
        }
        throw error;
      }
    });
  }

  app.get(...fromContract(readFile), async (request, reply) => {
    const key = request.params['*'];
    if (!isSafeObjectKey(key)) {
      return sendS3Error(reply, new S3Error('InvalidArgument', 'Invalid object key.'));
    }
    const width = request.query.w;
    if (
      width !== undefined &&
      !IMAGE_DERIVATIVE_WIDTHS.includes(Number(width) as ImageDerivativeWidth)
    ) {
      return sendS3Error(
        reply,
        new S3Error('InvalidArgument', `w must be one of ${IMAGE_DERIVATIVE_WIDTHS.join(', ')}.`),
      );
    }
    const object = await store.stat(key);
    if (!object) {
      return sendS3Error(reply, new S3Error('NoSuchKey', 'The specified key does not exist.'), key);
    }
    if (width === undefined) return sendObject(request, reply, object);
    if (!INLINE_IMAGE_CONTENT_TYPES.includes(object.contentType)) {
      return sendS3Error(
        reply,
        new S3Error('InvalidArgument', 'Only images have resized variants.'),
      );
    }
    let derivative: StoredObject;
    try {
      derivative = await store.derivative(object, Number(width));
    } catch (error) {
      request.log.warn({ err: error, key }, 'image derivative failed');
      return sendS3Error(
        reply,
        new S3Error('InvalidArgument', 'The stored image could not be resized.'),
      );
    }
    return sendObject(request, reply, derivative);
  });

  app.delete(...fromContract(deleteObject), async (request, reply) => {
    const key = request.params['*'];
    if (!isSafeObjectKey(key)) {
      return sendS3Error(reply, new S3Error('InvalidArgument', 'Invalid object key.'));
    }
    await storage.deleteFile(callerOf(request), key);
    return reply.status(204).send();
  });
}
