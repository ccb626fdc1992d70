import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createStore } from '@/app/store';
import { preloadPages } from '@/app/lazy-page';
import { AppRoutes, routes } from '@/app/router';
import { FEATURED_PATH, INITIAL_FEATURED } from '@/features/home/lib/featured';
import {
  initialListingRequest,
  initialSearchRequest,
} from '@/features/properties/lib/initial-requests';
import { seedServedData } from '@/features/properties/lib/served-data';
import {
  InitialDataProvider,
  InitialDataStore,
  initialDataScript,
  type InitialData,
} from '@/lib/initial-data';

export { isKnownPage } from './known-pages';

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

/** An API request whose answer a page is rendered with on each visit (the server makes it). */
export interface DataRequest {
  name: string;
  key: string;
  apiPath: string;
}

/**
 * What the server fetches before rendering `url` (path and query) for a visitor; none means the
 * build's pre-rendered copy (or the app shell) is served as it is. The search results and a
 * listing's page need data: their largest paint is a listing photo, which must not wait for the
 * app to start. The home page's featured cards come with it too, so a first visit neither waits
 * for them nor loads the API client's code to ask for them.
 */
export function dataRequestsFor(url: string): DataRequest[] {
  const [pathname = '', search = ''] = url.split('?');
  if (pathname === '/') return [{ name: INITIAL_FEATURED, key: '', apiPath: FEATURED_PATH }];
  if (pathname === '/properties') return [initialSearchRequest(search)];
  const listing = /^\/properties\/([^/]+)$/.exec(pathname);
  return listing ? [initialListingRequest(decodeURIComponent(listing[1]!))] : [];
}

/**
 * API paths whose 404 makes the page at `url` one that does not exist, though the app has the
 * route: a share link whose token matches nothing. The server then answers HTTP 404 (the app
 * still shows its own page saying the link is not valid).
 */
export function recordChecksFor(url: string): string[] {
  const shared = /^\/shared\/property\/([^/?]+)/.exec(url);
  return shared ? [`/api/shared/${shared[1]}`] : [];
}

/**
 * The HTML of the app's root element for `url`, with every lazy page loaded; with `data` (the
 * answers to `dataRequestsFor(url)`), followed by the script element that hands it to the app.
 */
export async function renderPage(url: string, data?: InitialData): Promise<string> {
  // Loaded first, the page renders in place: a page that suspended would arrive after the shell
  // with an inline script to swap it in, which the CSP (script-src 'self') would block.
  await preloadPages(routes, url.split('?')[0] ?? url);
  const errors: unknown[] = [];
  // Rendered signed out: the served data is the public view.
  const store = createStore();
  const initialData = new InitialDataStore(data);
  seedServedData(store.dispatch, initialData, url, null);
  const { prelude } = await prerender(
    <Provider store={store}>
      <InitialDataProvider store={initialData}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </InitialDataProvider>
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
    throw new Error(`${url} suspended while pre-rendering: load its lazy parts before rendering`);
  }
  return data ? `${disableControls(html)}${initialDataScript(data)}` : disableControls(html);
}

/**
 * The pre-rendered page is replaced, not hydrated, when the app starts; its controls stay disabled
 * until then, so nothing typed or clicked into the static copy is lost or sent as a plain form.
 */
function disableControls(html: string): string {
  return html.replace(/<(input|button|select|textarea)(?=[\s>])/g, '<$1 disabled=""');
}
