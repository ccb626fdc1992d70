import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AppRoutes } from './router';
import { persistor, store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={<FullScreenSpinner />} persistor={persistor}>
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </Provider>
  );
}
