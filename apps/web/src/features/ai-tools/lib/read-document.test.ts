import { describe, expect, it } from 'vitest';
import { contractFileKind, readContractFile, UnreadableFileError } from './read-document';

describe('contract files', () => {
  it('tells PDF, Word and text files apart by name or type', () => {
    expect(contractFileKind({ name: 'Offer.PDF', type: '' })).toBe('pdf');
    expect(contractFileKind({ name: 'offer', type: 'application/pdf' })).toBe('pdf');
    expect(
      contractFileKind({
        name: 'offer.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe('docx');
    expect(contractFileKind({ name: 'offer.txt', type: 'text/plain' })).toBe('text');
    expect(contractFileKind({ name: 'notes', type: 'text/markdown' })).toBe('text');
    expect(contractFileKind({ name: 'offer.doc', type: 'application/msword' })).toBeNull();
    expect(contractFileKind({ name: 'scan.png', type: 'image/png' })).toBeNull();
  });

  it('reads a text file as is and refuses what it cannot read, saying what to do', async () => {
    const text = 'Buyer: Jane Doe. The purchase price is $400,000.';
    await expect(
      readContractFile(new File([text], 'offer.txt', { type: 'text/plain' })),
    ).resolves.toBe(text);
    await expect(
      readContractFile(new File(['x'], 'offer.doc', { type: 'application/msword' })),
    ).rejects.toThrow(UnreadableFileError);
    await expect(
      readContractFile(new File(['x'], 'offer.doc', { type: 'application/msword' })),
    ).rejects.toThrow(/paste it instead/);
  });
});
