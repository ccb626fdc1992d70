import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves the page where the visitor scrolled it when the app starts', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderAt('/properties/p1');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on each navigation, a new search included', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = renderAt('/properties');
    await act(() => router.navigate('/properties/p1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/properties/p1?tab=roi'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('ScrollToTop on Back and on recorded paging', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves Back to the page returned to, which restores its own place', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = renderAt('/properties');
    await act(() => router.navigate('/properties/p1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/properties');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when a page only records its page count in the address', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = renderAt('/properties');
    await act(() =>
      router.navigate('/properties?page=2', { replace: true, state: { keepScroll: true } }),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
