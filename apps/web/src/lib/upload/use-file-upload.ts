import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadType } from '@nestwise/shared';
import { uploadClient } from './default-client';
import { UploadError, type UploadClient, type UploadResult } from './upload-client';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error' | 'aborted';

export interface FileUploadState {
  status: UploadStatus;
  /** 0–100 */
  progress: number;
  error: string | null;
  result: UploadResult | null;
}

const IDLE: FileUploadState = { status: 'idle', progress: 0, error: null, result: null };

/**
 * One file's upload for a progress bar: start, abort (also on unmount), the spec's error texts.
 * A form with several files uses one per file.
 */
export function useFileUpload(client: UploadClient = uploadClient) {
  const [state, setState] = useState<FileUploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (
      file: Blob | null | undefined,
      request: { propertyId: string; type: UploadType },
    ): Promise<UploadResult | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ ...IDLE, status: 'uploading' });
      try {
        const result = await client.upload(file, {
          ...request,
          signal: current.signal,
          onProgress: ({ percent }) => {
            if (controller.current === current) setState((s) => ({ ...s, progress: percent }));
          },
        });
        if (controller.current === current) {
          setState({ status: 'done', progress: 100, error: null, result });
        }
        return result;
      } catch (error) {
        if (controller.current === current) {
          const aborted = error instanceof UploadError && error.kind === 'aborted';
          setState((s) => ({
            ...s,
            status: aborted ? 'aborted' : 'error',
            error: error instanceof Error ? error.message : String(error),
          }));
        }
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [client],
  );

  const abort = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { ...state, upload, abort, reset };
}
