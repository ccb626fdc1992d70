import { SALES_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type TSalesImportReport } from '@nestwise/shared';
import { ApiError } from '@/lib/api-client';
import { getIdToken } from '@/lib/session';

export type SalesImportReport = TSalesImportReport;

/** The server's cap for an upload (larger files go through `npm run import:sales`). */
export const SALES_UPLOAD_MAX_MEGABYTES = SALES_UPLOAD_MAX_BYTES / 1024 / 1024;

export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/**
 * Posts the CSV as a multipart form with XMLHttpRequest, which (unlike fetch, and so unlike an
 * RTK Query endpoint) reports upload progress. Refusals carry the server's code and message, like
 * `apiRequest`. The caller reloads the sales summary after an import (`salesSummaryChanged`).
 */
export async function uploadSalesCsv(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<SalesImportReport> {
  const token = await getIdToken().catch(() => null);
  const form = new FormData();
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/market/sales/import');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as SalesImportReport);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'internal',
          error?.message ?? 'Internal Server Error',
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network-error', UPLOAD_MESSAGES.networkError));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', UPLOAD_MESSAGES.aborted));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
