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

  it('shows data the page was served with at once, and loads only when the key changes', async () => {
    const load = vi.fn(async () => 'fresh');
    const { result, rerender } = renderHook(({ key }) => useQuery(load, key, 'served'), {
      initialProps: { key: 'a' },
    });
    expect(result.current).toEqual({ status: 'success', data: 'served' });
    expect(load).not.toHaveBeenCalled();

    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'fresh' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load', async () => {
    const { result } = renderHook(() => useQuery(() => Promise.reject(new Error('down')), 'k'));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
