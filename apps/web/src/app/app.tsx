import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { InitialDataProvider, InitialDataStore } from '@/lib/initial-data';
import { AppRoutes } from './router';
import { persistor, store } from './store';

/**
 * Waits for the persisted state (registered, then rehydrated, 5000 ms time-out) like
 * redux-persist's PersistGate, but renders the app on the very first render when rehydration has
 * already finished, so a pre-rendered page is replaced by the same page and never by the spinner.
 */
function RehydrationGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const rehydrated = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => true,
  );
  return rehydrated ? children : <FullScreenSpinner />;
}

/** `initialData`: what the server rendered the page with (lib/initial-data). */
export function App({ initialData = new InitialDataStore() }: { initialData?: InitialDataStore }) {
  // Tells the live page from the copy the server sent (which the app replaces): browser tests
  // act on the page only once it is the app's.
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return (
    <Provider store={store}>
      <RehydrationGate persistor={persistor}>
        <InitialDataProvider store={initialData}>
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </InitialDataProvider>
      </RehydrationGate>
    </Provider>
  );
}

/** Resolves once the persisted state is back (or its time-out has passed). */
export function rehydration(): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}
