import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { fetchStoredFile } from '@/lib/http/fetch-stored-file';

/** Enough of a text file to read in the panel; the download has the rest. */
export const TEXT_PREVIEW_MAX_CHARS = 100_000;

/** A download failure fetchStoredFile put in words for the visitor. */
class DownloadError extends Error {}

type TextState =
  | { kind: 'loading' }
  | { kind: 'ready'; text: string; cut: boolean }
  | { kind: 'error'; message: string };

/** A plain-text document, shown as text (React escapes it; nothing in it runs). */
export function TextPreview({ url, name }: { url: string; name: string }) {
  const [state, setState] = useState<TextState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchStoredFile(url, {
      signal: controller.signal,
      name: 'document',
      missing: 'This document no longer exists.',
      toError: (message) => new DownloadError(message),
    })
      .then(async (response) => {
        const text = await response.text();
        setState({
          kind: 'ready',
          text: text.slice(0, TEXT_PREVIEW_MAX_CHARS),
          cut: text.length > TEXT_PREVIEW_MAX_CHARS,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'error',
          message:
            error instanceof DownloadError
              ? error.message
              : 'The document could not be downloaded. Check your connection.',
        });
      });
    return () => controller.abort();
  }, [url]);

  if (state.kind === 'loading') return <Spinner label={`Loading the preview of ${name}`} />;
  if (state.kind === 'error') {
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-200">
        {state.message}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <pre
        tabIndex={0}
        aria-label={name}
        data-testid="text-preview"
        className="max-h-[32rem] overflow-auto rounded-lg bg-slate-100 p-4 text-sm break-words whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {state.text}
      </pre>
      {state.cut && (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          The preview shows the beginning of the file; download it to read all of it.
        </p>
      )}
    </div>
  );
}
