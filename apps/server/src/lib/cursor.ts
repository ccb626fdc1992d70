import { ApiError } from './api-error';

/** Opaque keyset cursors: the sort key of the last row seen, base64url JSON. */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, arity: number): Array<string | number> {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((value) => typeof value === 'string' || typeof value === 'number')
    ) {
      return values as Array<string | number>;
    }
  } catch {
    // fall through to the refusal below
  }
  throw ApiError.badRequest('Invalid paging cursor');
}
