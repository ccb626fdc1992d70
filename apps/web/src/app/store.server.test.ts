// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('the store on the server (pages rendered per visit)', () => {
  it('is created without local storage and without redux-persist warning on every render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createStore } = await import('./store');
    const store = createStore();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().favorites).toBeDefined();
    expect([...warn.mock.calls, ...error.mock.calls].flat().join(' ')).not.toMatch(/redux-persist/);
  });
});
