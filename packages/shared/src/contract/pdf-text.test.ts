import { describe, expect, it } from 'vitest';
import { textFromPdfPages } from './pdf-text';

describe('textFromPdfPages', () => {
  it('joins items, breaks lines where pdf.js saw an end of line, and separates pages', () => {
    const text = textFromPdfPages([
      [
        { str: 'Buyer: ', hasEOL: false },
        { str: 'Ann Lee', hasEOL: true },
        { str: 'Seller: Bo Park', hasEOL: true },
      ],
      [{ str: '  The purchase price is $400,000.  ', hasEOL: false }],
    ]);
    expect(text).toBe('Buyer: Ann Lee\nSeller: Bo Park\n\nThe purchase price is $400,000.');
  });

  it('gives an empty text for pages without a text layer', () => {
    expect(textFromPdfPages([[], []])).toBe('');
  });
});
