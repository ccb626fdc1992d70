import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type PageModule<P> = { default: ComponentType<P> };

/** `P`: the page's props, so one chunk can serve two routes (a public and a dashboard page). */
export type LazyPage<P extends object = object> = ((props: P) => ReactElement) & {
  preload: () => Promise<void>;
};

/**
 * A page in its own chunk (pages load lazily, with a full-screen spinner). Unlike a bare
 * React.lazy it can be loaded ahead of rendering: once preloaded it renders at once instead of
 * suspending, so the first paint of a pre-rendered page is never swapped for the spinner.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<PageModule<P>>,
): LazyPage<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<PageModule<P>> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) may be retried later.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(loadOnce);
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * Loads the page chunks the routes matching `pathname` render, so the app's first render finds
 * them ready. A failure is left for the page's own error boundary to report when it renders.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // A page may sit inside a guard (<RequireAuth><DashboardLayout /></RequireAuth>).
  const pages = matches
    .flatMap((match) => {
      const element = match.route.element as ReactElement<{ children?: unknown }> | undefined;
      const child = element?.props.children as ReactElement | undefined;
      return [element?.type, child?.type];
    })
    .filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload().catch(() => undefined)));
}
