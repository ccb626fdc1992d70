import { describe, expect, it } from 'vitest';
import { allOperations } from './all-operations';
import * as routes from './operation-routes/index';

describe('the operation routes table (regenerate: npm run generate:routes -w @nestwise/shared)', () => {
  it("holds each contract's method and path under its name, and nothing else", () => {
    const expected = Object.fromEntries(
      allOperations.map(({ name, method, path }) => [name, { method, path }]),
    );
    expect({ ...routes }).toEqual(expected);
  });
});
