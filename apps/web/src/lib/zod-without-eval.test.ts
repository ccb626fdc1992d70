import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-without-eval';
import { ZSavedSearchFiltersSchema } from '@nestwise/shared';

describe('zod in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses objects without ever calling the Function constructor, which the CSP forbids', () => {
    const evaluated: unknown[][] = [];
    // What a page under `script-src 'self'` does with `new Function(...)`: records and throws.
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(_target, args) {
          evaluated.push(args);
          throw new EvalError('Refused to evaluate a string as JavaScript');
        },
      }),
    );
    const parsed = ZSavedSearchFiltersSchema.safeParse({ city: 'Austin', minBedrooms: '3' });
    expect(parsed.success).toBe(true);
    expect(evaluated).toEqual([]);
  });
});
