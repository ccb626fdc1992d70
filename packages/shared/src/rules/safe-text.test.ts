import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './safe-text';

describe('isStorableText', () => {
  it('accepts any well-formed text, astral characters included', () => {
    for (const text of ['', 'Café', '公园', '🏡 home', '\t\n', 'a\u007fb']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates wherever they sit', () => {
    for (const text of [
      '\u0000',
      'a\u0000',
      '\ud800',
      'a\ud800b',
      '\udc00',
      'x\udc00\ud800',
      '🏡\ud83c',
    ]) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string, in values and in keys', () => {
    expect(findUnstorableText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual(['b', 0, 'c']);
    expect(findUnstorableText({ a: { 'k\ud800': 1 } })).toEqual(['a', 'k\ud800']);
    expect(findUnstorableText('bad\u0000')).toEqual([]);
    expect(findUnstorableText({ a: 1, b: null, c: ['fine', true] })).toBeUndefined();
  });

  it('walks a very deeply nested value without overflowing the stack', () => {
    let nested: unknown = 'deep\u0000';
    for (let i = 0; i < 100_000; i += 1) nested = [nested];
    expect(findUnstorableText(nested)).toHaveLength(100_000);
  });
});
