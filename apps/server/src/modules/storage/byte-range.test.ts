import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range';

describe('requestedRange', () => {
  it('reads one range, an open end and a suffix, clamped to the object', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(requestedRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(requestedRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
  });

  it('selects the whole object for a suffix longer than it (RFC 9110 §14.1.3)', () => {
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers unsatisfiable for a start past the end or an empty suffix', () => {
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('serves the whole object for no header, a malformed one, another unit or several ranges', () => {
    expect(requestedRange(undefined, 100)).toBeUndefined();
    expect(requestedRange('bytes=abc', 100)).toBeUndefined();
    expect(requestedRange('bytes=', 100)).toBeUndefined();
    expect(requestedRange('items=0-9', 100)).toBeUndefined();
    expect(requestedRange('bytes=0-4,20-29', 100)).toBeUndefined();
  });

  it('joins adjacent ranges into one', () => {
    expect(requestedRange('bytes=0-4,5-9', 100)).toEqual({ start: 0, end: 9 });
  });
});
