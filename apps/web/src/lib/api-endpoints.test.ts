import { describe, expect, it, vi } from 'vitest';
import { api } from './api';

type Injection = Parameters<typeof api.injectEndpoints>[0];

describe("the app's endpoints", () => {
  it('are each defined once: a second definition under the same name would be ignored', async () => {
    // RTK Query keeps the first definition of a name (and says so only in development), so a
    // feature reusing a name would run another feature's query with its own arguments.
    const names: string[] = [];
    const inject = api.injectEndpoints.bind(api);
    vi.spyOn(api, 'injectEndpoints').mockImplementation((injection: Injection) => {
      const build = { query: () => ({}), mutation: () => ({}), infiniteQuery: () => ({}) };
      names.push(...Object.keys(injection.endpoints(build as never)));
      return inject(injection);
    });
    const modules = {
      ...import.meta.glob(['../features/*/api/*.ts', '!../features/*/api/*.test.ts']),
      ...import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./speech/**', '!./upload/**']),
    };
    for (const load of Object.values(modules)) await load();
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
