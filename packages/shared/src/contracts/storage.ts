import {
  ZDeleteFileRequestSchema,
  ZDemoMediaParamsSchema,
  ZFileKeyParamsSchema,
  ZFileReadQuerySchema,
  ZPresignedUploadSchema,
  ZPresignUploadRequestSchema,
} from '../schemas/storage';
import { defineOperation, emptyResponse, freeForm } from './define-operation';
import { apiErrors } from './errors';

/**
 * Uploads and files (spec §7). The object store's own routes (`/storage/…`, `/files/…`) answer
 * errors as S3 does, in XML.
 */
const s3Error = freeForm('application/xml', 'An S3-style `<Error><Code>…</Code></Error>` document');

export const createUploadPolicy = defineOperation({
  name: 'createUploadPolicy',
  method: 'POST',
  path: '/api/storage/presign',
  summary: "A signed POST policy to upload one file to a listing's folder",
  tags: ['storage'],
  auth: ['agent', 'admin'],
  body: ZPresignUploadRequestSchema,
  responses: { 200: ZPresignedUploadSchema, ...apiErrors },
});

export const deleteFile = defineOperation({
  name: 'deleteFile',
  method: 'DELETE',
  path: '/api/files/delete',
  summary: 'Delete a stored file by key',
  tags: ['storage'],
  auth: ['agent', 'admin'],
  body: ZDeleteFileRequestSchema,
  responses: { 204: emptyResponse('Deleted (or already gone)'), ...apiErrors },
});

export const uploadObject = defineOperation({
  name: 'uploadObject',
  method: 'POST',
  path: '/storage/upload',
  summary: "The local store's signed POST (the browser posts the presigned fields and the file)",
  description: 'Registered only when files are kept on local disk (no STORAGE_URL).',
  tags: ['storage'],
  auth: 'public',
  body: freeForm('multipart/form-data', 'The presigned policy fields, then the file'),
  responses: { 204: emptyResponse('Stored'), '4xx': s3Error },
});

export const readFile = defineOperation({
  name: 'readFile',
  method: 'GET',
  path: '/files/{*}',
  summary: 'A stored file (with ETag and Range), or a resized WebP copy of an image',
  tags: ['storage'],
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

export const deleteObject = defineOperation({
  name: 'deleteObject',
  method: 'DELETE',
  path: '/storage/objects/{*}',
  summary: 'Delete a stored file by key, under the same rule as /api/files/delete',
  tags: ['storage'],
  auth: ['agent', 'admin'],
  params: ZFileKeyParamsSchema,
  responses: { 204: emptyResponse('Deleted'), ...apiErrors },
});

export const getDemoMedia = defineOperation({
  name: 'getDemoMedia',
  method: 'GET',
  path: '/demo-media/{name}',
  summary: "The demo catalogue's generated pictures (SVG), 3D models (glTF) and documents (PDF)",
  tags: ['storage'],
  auth: 'public',
  params: ZDemoMediaParamsSchema,
  responses: {
    200: freeForm(['image/svg+xml', 'model/gltf+json', 'application/pdf'], 'The generated file'),
    ...apiErrors,
  },
});
