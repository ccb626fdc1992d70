import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, rehydration } from './app/app';
import { store } from './app/store';
import { preloadPages } from './app/lazy-page';
import { routes } from './app/router';
import { readInitialData } from './lib/initial-data';
import './index.css';

// Read before the first render replaces the server's HTML, which carries it.
const initialData = readInitialData();

/*
 * The first render waits for the persisted state and the current page's chunk, so it draws the
 * finished page at once: on a pre-rendered route React swaps the server's HTML for the same page
 * instead of flashing the loading spinner in between.
 */
await Promise.all([rehydration(), preloadPages(routes, window.location.pathname)]);
// The served search or listing goes into RTK Query's cache, loaded by then with the page that
// uses it. (The home page shows its served cards as they are: it does not load RTK Query.) A
// listing's page loads only the listing's half, none of the search's code.
const { pathname, search } = window.location;
const servedListing = /^\/properties\/([^/]+)$/.exec(pathname);
if (!initialData.isEmpty() && servedListing) {
  const { seedServedListing } = await import('./features/properties/lib/served-listing');
  const id = decodeURIComponent(servedListing[1]!);
  seedServedListing(store.dispatch, initialData, id, store.getState().auth.user?.id ?? null);
} else if (!initialData.isEmpty() && pathname === '/properties') {
  const { seedServedData } = await import('./features/properties/lib/served-data');
  seedServedData(
    store.dispatch,
    initialData,
    pathname + search,
    store.getState().auth.user?.id ?? null,
  );
}

// A transition renders in slices that yield to the browser, so input is never blocked for long.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App initialData={initialData} />
    </StrictMode>,
  );
});
