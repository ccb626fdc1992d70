import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

const pageModule = (text: string) => ({ default: () => <h1>{text}</h1> });

function renderInSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the loading fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule('Sign in')));
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('shows the fallback while a page that was not preloaded loads, then the page', async () => {
    let finish!: (module: ReturnType<typeof pageModule>) => void;
    const Page = lazyPage(
      () => new Promise<ReturnType<typeof pageModule>>((resolve) => (finish = resolve)),
    );
    renderInSuspense(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => finish(pageModule('Properties')));
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
  });

  it('loads the chunk once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('About')));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    renderInSuspense(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof pageModule>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(pageModule('Contact'));
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('hands its props to the page, before and after loading', async () => {
    const Page = lazyPage(() =>
      Promise.resolve({
        default: ({ inDashboard = false }: { inDashboard?: boolean }) => (
          <h1>{inDashboard ? 'In the dashboard' : 'Public'}</h1>
        ),
      }),
    );
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page inDashboard />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'In the dashboard' })).toBeInTheDocument();
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Public' })).toBeInTheDocument();
  });
});

describe('preloadPages', () => {
  it('loads the pages of the routes matching the path and no others', async () => {
    const home = vi.fn(() => Promise.resolve(pageModule('Home')));
    const login = vi.fn(() => Promise.resolve(pageModule('Sign in')));
    const profile = vi.fn(() => Promise.resolve(pageModule('Profile')));
    const Home = lazyPage(home);
    const Login = lazyPage(login);
    const Profile = lazyPage(profile);
    const routes: RouteObject[] = [
      {
        element: <div />,
        children: [
          { index: true, element: <Home /> },
          { path: 'login', element: <Login /> },
          { path: 'dashboard', children: [{ path: 'profile', element: <Profile /> }] },
        ],
      },
    ];
    await preloadPages(routes, '/dashboard/profile');
    expect(profile).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });

  it('loads a layout wrapped in a guard along with its page', async () => {
    const layout = vi.fn(() => Promise.resolve(pageModule('Dashboard')));
    const profile = vi.fn(() => Promise.resolve(pageModule('Profile')));
    const Layout = lazyPage(layout);
    const Profile = lazyPage(profile);
    const Guard = ({ children }: { children: ReactNode }) => children;
    const routes: RouteObject[] = [
      {
        path: 'dashboard',
        element: (
          <Guard>
            <Layout />
          </Guard>
        ),
        children: [{ path: 'profile', element: <Profile /> }],
      },
    ];
    await preloadPages(routes, '/dashboard/profile');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(profile).toHaveBeenCalledTimes(1);
  });

  it('resolves even when a chunk fails, leaving the error to the page', async () => {
    const Broken = lazyPage(() => Promise.reject(new Error('offline')));
    await expect(preloadPages([{ path: '/', element: <Broken /> }], '/')).resolves.toBeUndefined();
  });
});
