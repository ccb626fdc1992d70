import parseRange from 'range-parser';

/**
 * The byte range a `Range` header asks of an object of `size` bytes (RFC 9110 §14): one range,
 * 'unsatisfiable' (answered 416), or undefined for the whole object (no header, another unit, a
 * malformed header, or several ranges, since the store answers no multipart bodies).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2) return undefined;
  if (ranges === -1) {
    // RFC 9110 §14.1.3: a suffix longer than the object selects all of it; range-parser refuses it.
    return size > 0 && /^bytes=\s*-\d*[1-9]\d*\s*$/.test(header)
      ? { start: 0, end: size - 1 }
      : 'unsatisfiable';
  }
  if (ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
