import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, uploadFailedStatusMessage } from '../messages/upload-messages';
import { isAcceptedUpload, resolveUploadContentType } from './storage';

describe('upload messages', () => {
  it('words the size and status messages as the spec does', () => {
    expect(fileTooLargeMessage(150 * 1024 * 1024)).toBe(
      'File size (150.00 MB) exceeds maximum allowed size (100 MB)',
    );
    expect(fileTooLargeMessage(104_857_601)).toBe(
      'File size (100.00 MB) exceeds maximum allowed size (100 MB)',
    );
    expect(uploadFailedStatusMessage(413)).toBe('Upload failed with status: 413');
  });
});

describe('upload content types', () => {
  it('takes the browser type when it fits the extension, else the extension decides', () => {
    expect(resolveUploadContentType('images', 'a.JPG', 'image/jpeg')).toBe('image/jpeg');
    expect(resolveUploadContentType('images', 'a.png', '')).toBe('image/png');
    expect(resolveUploadContentType('models', 'house.glb', 'application/octet-stream')).toBe(
      'model/gltf-binary',
    );
    expect(resolveUploadContentType('models', 'house.gltf', '')).toBe('model/gltf+json');
    expect(resolveUploadContentType('documents', 'deed.pdf', 'application/pdf')).toBe(
      'application/pdf',
    );
  });

  it('never takes SVG, HTML or a type the folder does not hold', () => {
    expect(resolveUploadContentType('images', 'logo.svg', 'image/svg+xml')).toBeUndefined();
    expect(resolveUploadContentType('documents', 'page.html', 'text/html')).toBeUndefined();
    expect(resolveUploadContentType('images', 'deed.pdf', 'application/pdf')).toBeUndefined();
    expect(isAcceptedUpload('images', 'a.png', 'image/jpeg')).toBe(false);
    expect(isAcceptedUpload('documents', 'a.webp', 'image/webp')).toBe(true);
  });
});

describe('upload content types named like object members', () => {
  it('refuses __proto__, constructor, toString and the like instead of throwing', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(isAcceptedUpload('images', `a.${name}`, name), name).toBe(false);
      expect(isAcceptedUpload('documents', 'a.pdf', name), name).toBe(false);
      expect(resolveUploadContentType('images', 'a.png', name), name).toBe('image/png');
      expect(resolveUploadContentType('images', `a.${name}`, name), name).toBeUndefined();
    }
  });
});
