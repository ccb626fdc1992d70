import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

/** Whether the results have rendered, switched from the test. */
let ready = false;
const listeners = new Set<() => void>();
const setReady = (value: boolean) => {
  ready = value;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function Results() {
  useScrollRestoration(useSyncExternalStore(subscribe, () => ready));
  return <p>results</p>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/properties', element: <Results /> },
      { path: '/properties/:id', element: <p>listing</p> },
    ],
    { initialEntries: ['/', '/properties'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    ready = true;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('restores the place on Back, only once the results are ready', async () => {
    const { router } = renderApp();
    scrollWindowTo(1800);
    await act(() => router.navigate('/properties/p1'));
    scrollWindowTo(0);

    setReady(false);
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => setReady(true));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1800);
  });

  it('opens a new visit (a link, not Back) where the app puts it', async () => {
    const { router } = renderApp();
    scrollWindowTo(900);
    await act(() => router.navigate('/properties/p1'));
    await act(() => router.navigate('/properties'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the place when the address records a page count in place', async () => {
    const { router } = renderApp();
    scrollWindowTo(1200);
    await act(() => router.navigate('/properties?page=2', { replace: true }));
    await act(() => router.navigate('/properties/p1'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1200);
  });
});
