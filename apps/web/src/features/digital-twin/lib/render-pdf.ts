import type { PDFDocumentProxy } from 'pdfjs-dist';
import { fetchStoredFile } from '@/lib/http/fetch-stored-file';

/**
 * PDF preview with pdf.js: loaded on first use (its own chunk and worker), pages drawn to a canvas.
 * Scripting and eval stay off: the file is only drawn, never run.
 */
export interface OpenPdf {
  numPages: number;
  render(pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  destroy(): Promise<void>;
}

export class PdfPreviewError extends Error {
  override name = 'PdfPreviewError';
}

export async function openPdf(url: string, signal?: AbortSignal): Promise<OpenPdf> {
  const response = await fetchStoredFile(url, {
    signal,
    name: 'document',
    missing: 'This document no longer exists.',
    toError: (message) => new PdfPreviewError(message),
  });
  const data = new Uint8Array(await response.arrayBuffer());
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  let document: PDFDocumentProxy;
  try {
    document = await pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false }).promise;
  } catch {
    throw new PdfPreviewError('This file is not a readable PDF. Download it to open it.');
  }
  return {
    numPages: document.numPages,
    async render(pageNumber, canvas, cssWidth) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const context = canvas.getContext('2d');
      if (!context) throw new PdfPreviewError('This browser cannot draw the document preview.');
      await page.render({ canvas, canvasContext: context, viewport }).promise;
    },
    destroy: () => document.destroy(),
  };
}
