import {
  ZDeleteFileRequestSchema,
  ZDemoMediaParamsSchema,
  ZDemoMediaQuerySchema,
  ZFileKeyParamsSchema,
  ZFileReadQuerySchema,
  ZPresignedUploadSchema,
  ZPresignUploadRequestSchema,
} from '../schemas/storage';
import { emptyResponse, freeForm } from './define-operation';
import { storage } from './operation-groups';

/**
 * Uploads and files. The object store's own routes (`/storage/…`, `/files/…`) answer
 * errors as S3 does, in XML.
 */
const s3Error = freeForm('application/xml', 'An S3-style `<Error><Code>…</Code></Error>` document');

export const createUploadPolicy = storage.post('/api/storage/presign', {
  name: 'createUploadPolicy',
  summary: "A signed POST policy to upload one file to a listing's folder",
  auth: ['agent', 'admin'],
  body: ZPresignUploadRequestSchema,
  responses: { 200: ZPresignedUploadSchema },
});

export const deleteFile = storage.delete('/api/files/delete', {
  name: 'deleteFile',
  summary: 'Delete a stored file by key',
  auth: ['agent', 'admin'],
  body: ZDeleteFileRequestSchema,
  responses: { 204: emptyResponse('Deleted (or already gone)') },
});

export const uploadObject = storage.post('/storage/upload', {
  name: 'uploadObject',
  summary: "The local store's signed POST (the browser posts the presigned fields and the file)",
  description: 'Registered only when files are kept on local disk (no STORAGE_URL).',
  auth: 'public',
  body: freeForm('multipart/form-data', 'The presigned policy fields, then the file'),
  responses: { 204: emptyResponse('Stored'), '4xx': s3Error },
});

export const readFile = storage.get('/files/{*}', {
  name: 'readFile',
  summary: 'A stored file (with ETag and Range), or a resized WebP copy of an image',
  auth: 'public',
  params: ZFileKeyParamsSchema,
  query: ZFileReadQuerySchema,
  responses: {
    200: freeForm('application/octet-stream', "The file's bytes, with its stored content type"),
    206: freeForm('application/octet-stream', 'The requested byte range'),
    304: emptyResponse('Not modified (If-None-Match)'),
    '4xx': s3Error,
  },
});

export const deleteObject = storage.delete('/storage/objects/{*}', {
  name: 'deleteObject',
  summary: 'Delete a stored file by key, under the same rule as /api/files/delete',
  auth: ['agent', 'admin'],
  params: ZFileKeyParamsSchema,
  responses: { 204: emptyResponse('Deleted') },
});

export const getDemoMedia = storage.get('/demo-media/{name}', {
  name: 'getDemoMedia',
  summary:
    "The demo catalogue's photos (WebP, rendered from 3D scenes), pictures (SVG), 3D models (glTF) and documents (PDF)",
  auth: 'public',
  params: ZDemoMediaParamsSchema,
  query: ZDemoMediaQuerySchema,
  responses: {
    200: freeForm(
      ['image/webp', 'image/svg+xml', 'model/gltf+json', 'application/pdf'],
      'The demo file',
    ),
  },
});
