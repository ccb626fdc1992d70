import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPE_REFUSED_MESSAGES,
  fileTooLargeMessage,
  resolveUploadContentType,
  uploadFailedStatusMessage,
  type TPresignedUpload,
  type UploadType,
} from '@nestwise/shared';
import { createUploadPolicy } from '@nestwise/shared/operation-routes/create-upload-policy';
import { deleteFile } from '@nestwise/shared/operation-routes/delete-file';
import { deleteObject } from '@nestwise/shared/operation-routes/delete-object';
import { ApiError } from '../http/api-client';
import { apiRequest } from '@/lib/api';
import { sendForm } from '../http/xhr';

/**
 * The browser side of uploads (contracts/storage.ts in packages/shared), free of any framework:
 * check the file, ask the API
 * for a signed POST, post the form with the client's XMLHttpRequest so progress can be shown, and
 * delete with the spec's fallback. Every /api call goes through lib/http (token, refresh on 401).
 * Errors carry the texts of UPLOAD_MESSAGES.
 */

export type UploadErrorKind = 'validation' | 'presign' | 'status' | 'network' | 'aborted';

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadRequest {
  propertyId: string;
  type: UploadType;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  key: string;
  /** Where the stored file is read from (an app path for the local store, the bucket for S3). */
  url: string;
  contentType: string;
  size: number;
  name: string;
}

export interface UploadClientOptions {
  maxBytes?: number;
  /** The browser edge, replaceable in tests. */
  createXhr?: () => XMLHttpRequest;
}

/** The file checks, in order: a file is given, it is not empty, it is within the cap. */
export function validateUploadFile(
  file: Blob | null | undefined,
  maxBytes: number = UPLOAD_MAX_BYTES,
): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > maxBytes) {
    const maxMegabytes =
      maxBytes === UPLOAD_MAX_BYTES ? UPLOAD_MAX_MEGABYTES : maxBytes / (1024 * 1024);
    return fileTooLargeMessage(file.size, maxMegabytes);
  }
  return null;
}

function fileNameOf(file: Blob): string {
  return typeof (file as File).name === 'string' && (file as File).name
    ? (file as File).name
    : 'upload';
}

const abortedError = () => new UploadError('aborted', UPLOAD_MESSAGES.aborted);
const networkError = () => new UploadError('network', UPLOAD_MESSAGES.networkError);

/** An /api refusal as an upload error: the server's message, or the spec's network text. */
function uploadErrorOf(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return abortedError();
  if (!(error instanceof ApiError)) return error;
  if (error.status === 0) return networkError();
  return new UploadError('presign', error.message, error.status);
}

export function createUploadClient(options: UploadClientOptions = {}) {
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;

  /** Posts the signed form and the file; resolves on the store's 2xx (204 from S3 and ours). */
  async function postForm(
    signed: TPresignedUpload,
    file: Blob,
    fileName: string,
    onProgress: UploadRequest['onProgress'],
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file, fileName);
    // The signed policy is the authority here: the store takes no bearer token.
    const answer = await sendForm({
      url: signed.url,
      form,
      signal,
      createXhr: options.createXhr,
      onProgress: ({ loaded, total }) =>
        onProgress?.({ loaded, total, percent: Math.min(100, Math.floor((loaded / total) * 100)) }),
    });
    if ('failure' in answer) throw answer.failure === 'aborted' ? abortedError() : networkError();
    if (answer.status < 200 || answer.status >= 300) {
      throw new UploadError('status', uploadFailedStatusMessage(answer.status), answer.status);
    }
    onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
  }

  return {
    validate: (file: Blob | null | undefined) => validateUploadFile(file, maxBytes),

    /** Checks, presigns and uploads one file of a property; rejects with an UploadError. */
    async upload(file: Blob | null | undefined, request: UploadRequest): Promise<UploadResult> {
      const invalid = validateUploadFile(file, maxBytes);
      if (invalid || !file) throw new UploadError('validation', invalid ?? UPLOAD_MESSAGES.noFile);
      if (request.signal?.aborted) throw abortedError();
      const name = fileNameOf(file);
      const contentType = resolveUploadContentType(request.type, name, file.type);
      if (!contentType) {
        throw new UploadError('validation', UPLOAD_TYPE_REFUSED_MESSAGES[request.type]);
      }
      const body = {
        propertyId: request.propertyId,
        type: request.type,
        fileName: name,
        contentType,
        size: file.size,
      };
      const signed = await apiRequest(createUploadPolicy, { body, signal: request.signal }).catch(
        (error: unknown) => {
          throw uploadErrorOf(error, request.signal);
        },
      );
      request.onProgress?.({ loaded: 0, total: file.size, percent: 0 });
      await postForm(signed, file, name, request.onProgress, request.signal);
      return { key: signed.key, url: signed.fileUrl, contentType, size: file.size, name };
    },

    /**
     * DELETE /api/files/delete {key}; when that fails, a direct DELETE on the object. A 404
     * counts as success.
     */
    async deleteFile(key: string): Promise<void> {
      const gone = (error: unknown) => error instanceof ApiError && error.status === 404;
      try {
        return await apiRequest(deleteFile, { body: { key } });
      } catch (error) {
        if (gone(error)) return;
        // fall through to the direct delete
      }
      try {
        await apiRequest(deleteObject, { params: { '*': key } });
      } catch (error) {
        if (gone(error)) return;
        if (error instanceof ApiError && error.status > 0) {
          throw new UploadError(
            'status',
            `Delete failed with status: ${error.status}`,
            error.status,
          );
        }
        throw new UploadError('network', 'Delete failed due to network error');
      }
    },
  };
}

export type UploadClient = ReturnType<typeof createUploadClient>;
