/** The parts of a pdf.js text item the contract reader uses. */
export interface PdfTextItem {
  str: string;
  hasEOL: boolean;
}

/**
 * A PDF's text as pdf.js gives it (items per page), joined the way the contract tool reads uploads:
 * items in order, a line break where pdf.js saw one, pages separated by a blank line. The browser
 * and the server's contract evaluation both use this, so the evaluation reads what users send.
 */
export function textFromPdfPages(pages: readonly (readonly PdfTextItem[])[]): string {
  return pages
    .map((items) => {
      let text = '';
      for (const item of items) {
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      return text.trim();
    })
    .join('\n\n')
    .trim();
}
