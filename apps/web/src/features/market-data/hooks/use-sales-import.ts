import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_MESSAGES, fileTooLargeMessage } from '@nestwise/shared';
import { useAppDispatch } from '@/stores/hooks';
import { salesSummaryChanged } from '../api/get-sales-summary';
import {
  SALES_UPLOAD_MAX_MEGABYTES,
  uploadSalesCsv,
  type SalesImportReport,
} from '../api/upload-sales-csv';

export type SalesImportState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'done'; fileName: string; report: SalesImportReport }
  | { status: 'error'; fileName?: string; message: string };

/**
 * The upload file checks (validateUploadFile), plus the import's own: a .csv within the upload cap.
 */
export function checkSalesFile(file: File | null): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!/\.csv$/i.test(file.name)) return 'Choose a .csv file.';
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > SALES_UPLOAD_MAX_MEGABYTES * 1024 * 1024) {
    return fileTooLargeMessage(file.size, SALES_UPLOAD_MAX_MEGABYTES);
  }
  return null;
}

/**
 * Uploads one CSV at a time, with progress; leaving the page aborts an upload under way. A done
 * import reloads the sales summary.
 */
export function useSalesImport() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<SalesImportState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File | null) => {
      const problem = checkSalesFile(file);
      if (problem || !file) {
        setState({ status: 'error', fileName: file?.name, message: problem ?? '' });
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', fileName: file.name, percent: 0 });
      try {
        const report = await uploadSalesCsv(file, {
          signal: current.signal,
          onProgress: ({ percent }) =>
            setState({ status: 'uploading', fileName: file.name, percent }),
        });
        if (current.signal.aborted) return;
        setState({ status: 'done', fileName: file.name, report });
        dispatch(salesSummaryChanged());
      } catch (error) {
        if (current.signal.aborted) return;
        setState({
          status: 'error',
          fileName: file.name,
          message: error instanceof Error ? error.message : 'The import failed. Try again.',
        });
      }
    },
    [dispatch],
  );

  return { state, upload };
}
