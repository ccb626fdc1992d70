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

/**
 * The browser side of spec §7 uploads, free of any framework: check the file (spec §5), ask the API
 * for a signed POST, post the form with XMLHttpRequest so progress can be shown, and delete with the
 * spec's fallback. Errors carry the spec §8 texts.
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
  /** The signed-in user's ID token for the /api calls. */
  getIdToken?: () => Promise<string | null> | string | null;
  /** Prefix of the API's address; empty for the app's own origin. */
  baseUrl?: string;
  maxBytes?: number;
  fetch?: typeof fetch;
  /** The browser edge, replaceable in tests. */
  createXhr?: () => XMLHttpRequest;
  /** The object's own address for the direct DELETE fallback (the local store's by default). */
  directDeleteUrl?: (key: string) => string;
}

/** Spec §5 checks, in order: a file is given, it is not empty, it is within the cap. */
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

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function fileNameOf(file: Blob): string {
  return typeof (file as File).name === 'string' && (file as File).name
    ? (file as File).name
    : 'upload';
}

const abortedError = () => new UploadError('aborted', UPLOAD_MESSAGES.aborted);
const networkError = () => new UploadError('network', UPLOAD_MESSAGES.networkError);

export function createUploadClient(options: UploadClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? fetch)(...args);
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const directDeleteUrl =
    options.directDeleteUrl ?? ((key: string) => `${baseUrl}/storage/objects/${encodeKey(key)}`);

  async function authHeaders(): Promise<Record<string, string>> {
    const token = await options.getIdToken?.();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function presign(
    body: {
      propertyId: string;
      type: UploadType;
      fileName: string;
      contentType: string;
      size: number;
    },
    signal?: AbortSignal,
  ): Promise<TPresignedUpload> {
    const headers = await authHeaders();
    if (signal?.aborted) throw abortedError();
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/api/storage/presign`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal,
      });
    } catch {
      throw signal?.aborted ? abortedError() : networkError();
    }
    const data = (await response.json().catch(() => null)) as
      (TPresignedUpload & { error?: { message?: string } }) | null;
    if (!response.ok || !data) {
      throw new UploadError(
        'presign',
        data?.error?.message ?? uploadFailedStatusMessage(response.status),
        response.status,
      );
    }
    return data;
  }

  /** Posts the signed form and the file; resolves on the store's 2xx (204 from S3 and ours). */
  function postForm(
    signed: TPresignedUpload,
    file: Blob,
    fileName: string,
    onProgress: UploadRequest['onProgress'],
    signal: AbortSignal | undefined,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortedError());
      const xhr = createXhr();
      const onAbortSignal = () => xhr.abort();
      const settle = (error?: UploadError) => {
        signal?.removeEventListener('abort', onAbortSignal);
        if (error) reject(error);
        else resolve();
      };
      xhr.open('POST', signed.url);
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable || !event.total) return;
        onProgress?.({
          loaded: event.loaded,
          total: event.total,
          percent: Math.min(100, Math.floor((event.loaded / event.total) * 100)),
        });
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
          settle();
        } else {
          settle(new UploadError('status', uploadFailedStatusMessage(xhr.status), xhr.status));
        }
      };
      xhr.onerror = () => settle(networkError());
      xhr.ontimeout = () => settle(networkError());
      xhr.onabort = () => settle(abortedError());
      signal?.addEventListener('abort', onAbortSignal, { once: true });

      const form = new FormData();
      for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
      form.append('file', file, fileName);
      xhr.send(form);
    });
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
      const signed = await presign(
        {
          propertyId: request.propertyId,
          type: request.type,
          fileName: name,
          contentType,
          size: file.size,
        },
        request.signal,
      );
      request.onProgress?.({ loaded: 0, total: file.size, percent: 0 });
      await postForm(signed, file, name, request.onProgress, request.signal);
      return { key: signed.key, url: signed.fileUrl, contentType, size: file.size, name };
    },

    /**
     * Spec §7: DELETE /api/files/delete {key}; when that fails, a direct DELETE on the object. A 404
     * counts as success.
     */
    async deleteFile(key: string): Promise<void> {
      const headers = await authHeaders();
      try {
        const response = await doFetch(`${baseUrl}/api/files/delete`, {
          method: 'DELETE',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ key }),
        });
        if (response.ok || response.status === 404) return;
      } catch {
        // fall through to the direct delete
      }
      let response: Response;
      try {
        response = await doFetch(directDeleteUrl(key), { method: 'DELETE', headers });
      } catch {
        throw new UploadError('network', 'Delete failed due to network error');
      }
      if (response.ok || response.status === 404) return;
      throw new UploadError(
        'status',
        `Delete failed with status: ${response.status}`,
        response.status,
      );
    },
  };
}

export type UploadClient = ReturnType<typeof createUploadClient>;
