/**
 * A fixture's text, read the way the web tool reads an upload: pdf.js text items joined by the
 * shared textFromPdfPages, Word files through mammoth's raw text, text files as they are.
 */
import fs from 'node:fs/promises';
import { textFromPdfPages, type PdfTextItem } from '@nestwise/shared';

export async function readFixtureText(file: URL): Promise<string> {
  const bytes = await fs.readFile(file);
  if (file.pathname.endsWith('.pdf')) {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    try {
      const pages: PdfTextItem[][] = [];
      for (let number = 1; number <= document.numPages; number += 1) {
        const content = await (await document.getPage(number)).getTextContent();
        pages.push(content.items.filter((item) => 'str' in item));
      }
      return textFromPdfPages(pages);
    } finally {
      await document.destroy();
    }
  }
  if (file.pathname.endsWith('.docx')) {
    const mammoth = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: bytes })).value.trim();
  }
  return bytes.toString('utf8');
}
