import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useQuery } from './use-query';

describe('useQuery', () => {
  it('loads on mount: loading, then the data', async () => {
    const load = vi.fn(async () => 'fresh');
    const { result } = renderHook(() => useQuery(load, 'k'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'fresh' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows final served data at once, and loads only when the key changes', async () => {
    const load = vi.fn(async () => 'fresh');
    const { result, rerender } = renderHook(
      ({ key }) => useQuery(load, key, { data: 'served', final: true }),
      { initialProps: { key: 'a' } },
    );
    expect(result.current).toEqual({ status: 'success', data: 'served' });
    expect(load).not.toHaveBeenCalled();

    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'fresh' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows other served data until its own load answers, never a loading state', async () => {
    const states: string[] = [];
    const { result } = renderHook(() => {
      const state = useQuery(async () => 'fresh', 'k', { data: 'served', final: false });
      states.push(state.status === 'success' ? state.data : state.status);
      return state;
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'fresh' }));
    expect(states).not.toContain('loading');
    expect(states[0]).toBe('served');
  });

  it('reports a failed load', async () => {
    const { result } = renderHook(() => useQuery(() => Promise.reject(new Error('down')), 'k'));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
