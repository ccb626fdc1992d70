import { describe, expect, it } from 'vitest';
import type { TProperty } from '@nestwise/shared';
import { mergePage } from './use-property-search';

const p = (id: string) => ({ id }) as TProperty;

describe('mergePage', () => {
  it('appends a page without showing a listing twice', () => {
    expect(mergePage([p('a'), p('b')], [p('b'), p('c'), p('c')]).map((x) => x.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
