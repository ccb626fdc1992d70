import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { openPdf, PdfPreviewError, type OpenPdf } from '../lib/render-pdf';

type PdfState =
  { kind: 'loading' } | { kind: 'ready'; pdf: OpenPdf } | { kind: 'error'; message: string };

/** The pages of a PDF, one at a time, drawn to fit the panel, with Previous and Next. */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const [state, setState] = useState<PdfState>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const [rendered, setRendered] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    let opened: OpenPdf | null = null;
    setState({ kind: 'loading' });
    setPage(1);
    openPdf(url, controller.signal).then(
      (pdf) => {
        if (controller.signal.aborted) return void pdf.destroy();
        opened = pdf;
        setState({ kind: 'ready', pdf });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'error',
          message:
            error instanceof PdfPreviewError ? error.message : 'This document cannot be previewed.',
        });
      },
    );
    return () => {
      controller.abort();
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (state.kind !== 'ready' || !canvas.current || !box.current) return;
    let cancelled = false;
    setRendered(false);
    const width = Math.min(box.current.clientWidth || 600, 900);
    state.pdf.render(page, canvas.current, width).then(
      () => !cancelled && setRendered(true),
      () => !cancelled && setState({ kind: 'error', message: 'This page could not be drawn.' }),
    );
    return () => {
      cancelled = true;
    };
  }, [state, page]);

  if (state.kind === 'error') {
    return (
      <p role="alert" className="text-sm text-red-800 dark:text-red-200">
        {state.message}
      </p>
    );
  }
  const pages = state.kind === 'ready' ? state.pdf.numPages : 0;
  return (
    <div className="space-y-3">
      <div
        ref={box}
        className="relative grid min-h-48 place-items-center overflow-auto rounded-lg bg-slate-100 p-2 dark:bg-slate-800"
      >
        {(state.kind === 'loading' || !rendered) && (
          <Spinner label={`Loading the preview of ${name}`} className="absolute" />
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${name}, page ${page}${pages ? ` of ${pages}` : ''}`}
          data-testid="pdf-page"
          data-rendered={rendered ? 'true' : 'false'}
          className={rendered ? 'max-w-full bg-white shadow' : 'invisible h-0'}
        />
      </div>
      {pages > 1 && (
        <div className="flex items-center justify-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous page
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next page
          </Button>
        </div>
      )}
    </div>
  );
}
