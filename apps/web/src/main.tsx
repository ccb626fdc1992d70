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

const { pathname, search } = window.location;
// What the server rendered a search or a listing with goes into RTK Query's cache before the
// first render; its code loads beside the page's own. (The home page shows its served cards as
// they are: it does not load RTK Query.)
const served =
  !initialData.isEmpty() && pathname.startsWith('/properties')
    ? import('./features/properties/lib/served-page')
    : undefined;

/*
 * The first render waits for the persisted state and the current page's chunk, so it draws the
 * finished page at once: on a pre-rendered route React swaps the server's HTML for the same page
 * instead of flashing the loading spinner in between.
 */
await Promise.all([rehydration(), preloadPages(routes, pathname)]);
if (served) {
  const { seedServedPage } = await served;
  await seedServedPage(
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
