import { SALES_UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type TSalesImportReport } from '@nestwise/shared';
import { importSales } from '@nestwise/shared/operation-routes/import-sales';
import { ApiError } from '@/lib/http/api-client';
import { parseAnswer, sendApiForm } from '@/lib/http/xhr';

export type SalesImportReport = TSalesImportReport;

/** The server's cap for an upload (larger files go through `npm run import:sales`). */
export const SALES_UPLOAD_MAX_MEGABYTES = SALES_UPLOAD_MAX_BYTES / 1024 / 1024;

export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

/**
 * Posts the CSV as a multipart form through the client's XMLHttpRequest, which (unlike fetch, and
 * so unlike an RTK Query endpoint) reports upload progress; token and refresh are the client's.
 * Refusals carry the server's code and message. The caller reloads the sales summary after an
 * import (`salesSummaryChanged`).
 */
export async function uploadSalesCsv(
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<SalesImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await sendApiForm({
    url: importSales.path,
    form,
    signal: options.signal,
    onProgress: ({ loaded, total }) =>
      options.onProgress?.({ loaded, total, percent: Math.round((loaded / total) * 100) }),
  });
  if ('failure' in answer) {
    throw answer.failure === 'aborted'
      ? new ApiError(0, 'aborted', UPLOAD_MESSAGES.aborted)
      : new ApiError(0, 'network-error', UPLOAD_MESSAGES.networkError);
  }
  const body = parseAnswer(answer.text);
  if (answer.status >= 200 && answer.status < 300) return body as SalesImportReport;
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  throw new ApiError(
    answer.status,
    error?.code ?? 'internal',
    error?.message ?? 'Internal Server Error',
  );
}
