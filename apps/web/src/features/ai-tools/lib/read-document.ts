/**
 * A contract file's text, read in the browser: plain text as is, PDF with pdf.js (its worker is
 * a file of our own origin, as the CSP wants), DOCX with mammoth. Both load only when needed.
 */

import { textFromPdfPages, type PdfTextItem } from '@nestwise/shared';

export const CONTRACT_FILE_ACCEPT =
  '.txt,.text,.md,.pdf,.docx,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type ContractFileKind = 'text' | 'pdf' | 'docx';

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

export function contractFileKind(file: Pick<File, 'name' | 'type'>): ContractFileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.docx') || file.type.includes('wordprocessingml')) return 'docx';
  if (/\.(txt|text|md)$/.test(name) || file.type.startsWith('text/')) return 'text';
  return null;
}

export async function readContractFile(file: File): Promise<string> {
  const kind = contractFileKind(file);
  if (kind === 'text') return file.text();
  if (kind === 'pdf') return readPdf(file);
  if (kind === 'docx') return readDocx(file);
  throw new UnreadableFileError(
    `${file.name} is not a PDF, Word (.docx) or text file. Copy the contract's text and paste it instead.`,
  );
}

async function readPdf(file: File): Promise<string> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
  }).promise;
  try {
    const pages: PdfTextItem[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.filter((item) => 'str' in item));
    }
    const text = textFromPdfPages(pages);
    if (!text) {
      throw new UnreadableFileError(
        `${file.name} has no text layer (a scanned image?). Run it through OCR or type the key terms in.`,
      );
    }
    return text;
  } finally {
    await document.destroy();
  }
}

async function readDocx(file: File): Promise<string> {
  const mammoth = await import('mammoth');
  const result = await mammoth.extractRawText({ arrayBuffer: await file.arrayBuffer() });
  const text = result.value.trim();
  if (!text) throw new UnreadableFileError(`${file.name} has no text.`);
  return text;
}
