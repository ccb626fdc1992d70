import { describe, expect, it } from 'vitest';
import { documentKind, downloadName, formatLabel } from './document-kind';

describe('documentKind', () => {
  it('previews PDFs as pages and images inline, from the format or the file name', () => {
    expect(documentKind({ format: 'pdf', url: '/demo-media/document-1-inspection.pdf' })).toBe(
      'pdf',
    );
    expect(documentKind({ format: 'document', s3Key: 'properties/p/documents/1_a_plan.PDF' })).toBe(
      'pdf',
    );
    expect(documentKind({ format: 'png', s3Key: 'properties/p/documents/1_a_photo.png' })).toBe(
      'image',
    );
    expect(documentKind({ format: 'svg', url: '/demo-media/house-3.svg' })).toBe('image');
  });

  it('shows plain text inline', () => {
    expect(documentKind({ format: 'txt', s3Key: 'properties/p/documents/1_a_notes.txt' })).toBe(
      'text',
    );
  });

  it('offers only a download for other files', () => {
    expect(documentKind({ format: 'docx', s3Key: 'properties/p/documents/1_a_deed.docx' })).toBe(
      'other',
    );
  });
});

describe('labels and download names', () => {
  it('shows the format in capitals', () => {
    expect(formatLabel({ format: 'docx' })).toBe('DOCX');
    expect(formatLabel({ format: '', url: '/x/plan.pdf' })).toBe('PDF');
  });

  it('saves under the item name with its extension, once', () => {
    expect(downloadName({ name: 'Inspection report', format: 'pdf' })).toBe(
      'Inspection report.pdf',
    );
    expect(downloadName({ name: 'plan.PDF', format: 'pdf' })).toBe('plan.PDF');
  });
});
