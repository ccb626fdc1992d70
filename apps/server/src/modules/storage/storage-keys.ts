import { randomBytes } from 'node:crypto';
import { UPLOAD_TYPES, fileExtension, type UploadType } from '@nestwise/shared';

const MAX_SAFE_NAME_LENGTH = 100;

/**
 * A file name reduced to letters, digits, dot, dash and underscore, never starting with a dot, with
 * its extension kept when it has to be shortened.
 */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  let safe = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '')
    .replace(/_+/g, '_');
  if (safe.length > MAX_SAFE_NAME_LENGTH) {
    const extension = fileExtension(safe);
    const keep = extension ? `.${extension}`.slice(0, 16) : '';
    safe = safe.slice(0, MAX_SAFE_NAME_LENGTH - keep.length) + keep;
  }
  return safe || 'file';
}

/** The key shape: properties/{propertyId}/{type}/{timestamp}_{random}_{safe filename}. */
export function buildObjectKey(input: {
  propertyId: string;
  type: UploadType;
  fileName: string;
  now: Date;
}): string {
  const random = randomBytes(6).toString('hex');
  return `properties/${input.propertyId}/${input.type}/${input.now.getTime()}_${random}_${safeFileName(input.fileName)}`;
}

function hasControlCharacter(value: string) {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const KEY_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/**
 * Whether a key may name a stored object: no `..`, backslash, control character, empty or
 * dot-leading segment, only the characters generated keys use.
 */
export function isSafeObjectKey(key: string): boolean {
  if (!key || key.length > 1024) return false;
  if (key.includes('..') || key.includes('\\') || hasControlCharacter(key)) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment) && !segment.startsWith('.'));
}

const KEY_PATTERN = new RegExp(
  `^properties/([A-Za-z0-9_-]{1,64})/(${UPLOAD_TYPES.join('|')})/[^/]+$`,
);

/** The property and folder a key belongs to, or undefined for a key outside the spec's shape. */
export function parseObjectKey(key: string): { propertyId: string; type: UploadType } | undefined {
  if (!isSafeObjectKey(key)) return undefined;
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  return { propertyId: match[1]!, type: match[2] as UploadType };
}

/** Where the app serves stored objects (and their resized variants) from, whichever the store. */
export const FILES_PATH = '/files';

export function fileUrl(key: string): string {
  return `${FILES_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
