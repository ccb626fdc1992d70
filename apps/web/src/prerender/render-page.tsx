import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createStore } from '@/app/store';
import { preloadPages } from '@/app/lazy-page';
import { AppRoutes, routes } from '@/app/router';

/**
 * Public pages whose HTML is rendered at build time (signed out, before any data arrives), so a
 * visitor sees the page at the first paint instead of after the app's JS has run.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/properties',
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/careers',
  '/contact',
  '/terms',
  '/privacy',
  '/service-agreement',
] as const;

/** The HTML of the app's root element for `pathname`, with every lazy page loaded. */
export async function renderPage(pathname: string): Promise<string> {
  // Loaded first, the page renders in place: a page that suspended would arrive after the shell
  // with an inline script to swap it in, which the CSP (script-src 'self') would block.
  await preloadPages(routes, pathname);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Provider store={createStore()}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </Provider>,
    {
      onError: (error) => void errors.push(error),
      // Otherwise React moves a large finished part after the shell, to be swapped in by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // React would quietly leave a failed part to the browser; at build time that is a bug to fix.
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(
      `${pathname} suspended while pre-rendering: load its lazy parts before rendering`,
    );
  }
  return disableControls(html);
}

/**
 * The pre-rendered page is replaced, not hydrated, when the app starts; its controls stay disabled
 * until then, so nothing typed or clicked into the static copy is lost or sent as a plain form.
 */
function disableControls(html: string): string {
  return html.replace(/<(input|button|select|textarea)(?=[\s>])/g, '<$1 disabled=""');
}
