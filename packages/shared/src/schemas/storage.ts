import { z } from 'zod';

/** The folders of a property's files (key shape properties/{propertyId}/{type}/…). */
export const UPLOAD_TYPES = ['images', 'models', 'documents'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const IMAGE_TYPES: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
};
const MODEL_TYPES: Record<string, readonly string[]> = {
  'model/gltf-binary': ['glb'],
  'model/gltf+json': ['gltf'],
};
const DOCUMENT_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
  ...IMAGE_TYPES,
};

/**
 * What each folder accepts, content type → file extensions. SVG is never accepted: an SVG can carry
 * script, and uploads are served from the app's own origin.
 */
export const UPLOAD_CONTENT_TYPES: Record<UploadType, Record<string, readonly string[]>> = {
  images: IMAGE_TYPES,
  models: MODEL_TYPES,
  documents: DOCUMENT_TYPES,
};

/** Images the server can serve inline and resize (GET /files/{key}?w=…). */
export const INLINE_IMAGE_CONTENT_TYPES = Object.keys(IMAGE_TYPES);

/** Widths of the resized WebP variants cards and galleries ask for. */
export const IMAGE_DERIVATIVE_WIDTHS = [400, 800, 1600] as const;
export type ImageDerivativeWidth = (typeof IMAGE_DERIVATIVE_WIDTHS)[number];

export const UPLOAD_TYPE_REFUSED_MESSAGES: Record<UploadType, string> = {
  images: 'Images must be JPEG, PNG, WebP or AVIF files.',
  models: '3D models must be GLB or glTF files.',
  documents:
    'Documents must be PDF, Word (.docx), text (.txt) or image (JPEG, PNG, WebP, AVIF) files.',
};
export const UPLOAD_TYPE_UNKNOWN_MESSAGE = 'Upload type must be images, models or documents.';

/**
 * The extensions a folder takes for this content type, or undefined when it takes none. The type
 * comes from the caller, so only the table's own entries count: a type named `constructor` or
 * `__proto__` must not find Object.prototype's members.
 */
export function acceptedExtensions(
  type: UploadType,
  contentType: string,
): readonly string[] | undefined {
  const accepted = UPLOAD_CONTENT_TYPES[type];
  return Object.hasOwn(accepted, contentType) ? accepted[contentType] : undefined;
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type an upload is sent with: the browser's when it names an accepted type, else the
 * one the extension stands for (browsers leave .glb and .gltf untyped or generic).
 */
export function resolveUploadContentType(
  type: UploadType,
  fileName: string,
  browserType: string,
): string | undefined {
  const accepted = UPLOAD_CONTENT_TYPES[type];
  const extension = fileExtension(fileName);
  const declared = browserType.split(';')[0]!.trim().toLowerCase();
  if (acceptedExtensions(type, declared)?.includes(extension)) return declared;
  return Object.entries(accepted).find(([, extensions]) => extensions.includes(extension))?.[0];
}

/** Whether a file of this name and content type may go into this folder. */
export function isAcceptedUpload(type: UploadType, fileName: string, contentType: string): boolean {
  return acceptedExtensions(type, contentType)?.includes(fileExtension(fileName)) ?? false;
}

export const ZUploadTypeSchema = z.enum(UPLOAD_TYPES, { error: UPLOAD_TYPE_UNKNOWN_MESSAGE });

export const ZPresignUploadRequestSchema = z.object({
  propertyId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A valid property id is required')
    .max(64),
  type: ZUploadTypeSchema,
  fileName: z.string().trim().min(1, 'A file name is required').max(255),
  contentType: z.string().trim().min(1, 'A content type is required').max(255),
  size: z.number().int().min(0),
});
export type TPresignUploadRequest = z.infer<typeof ZPresignUploadRequestSchema>;

/** The signed POST: post `fields` and then the file to `url`; 204 means stored. */
export const ZPresignedUploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  /** Where the stored file is read from once uploaded. */
  fileUrl: z.string(),
  expiresAt: z.string(),
});
export type TPresignedUpload = z.infer<typeof ZPresignedUploadSchema>;

export const ZDeleteFileRequestSchema = z.object({
  key: z.string().min(1).max(1024),
});
export type TDeleteFileRequest = z.infer<typeof ZDeleteFileRequestSchema>;

/** `/files/{*}`: the object key (slashes included) and, for images, a resized width. */
export const ZFileKeyParamsSchema = z.object({ '*': z.string() });
export const ZFileReadQuerySchema = z.object({
  w: z.string().optional().describe('A resized WebP copy of an image at this width'),
});

/** `/demo-media/{name}`: a generated demo file, named by kind and number. */
export const ZDemoMediaParamsSchema = z.object({ name: z.string().max(200) });
/** A demo photo's resized WebP copy, at one of the widths uploaded images have. */
export const ZDemoMediaQuerySchema = z.object({
  w: z.string().optional().describe('A demo photo resized to this width (400, 800 or 1600)'),
});
