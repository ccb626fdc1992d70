import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { LazyAssistantWidget } from '@/features/assistant/lazy-assistant-widget';
import { Footer } from '../components/footer';
import { ScrollToTop } from '../components/scroll-to-top';
import { SessionBridge } from '../components/session-bridge';
import { ToastHost } from '../components/toast-host';
import { TopNav } from '../components/top-nav';

/** Every page: top navigation, the lazily loaded page, the footer, toasts. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SessionBridge />
      <ScrollToTop />
      <TopNav />
      {/* The footer waits with the page, so it never jumps down when the page arrives. */}
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullScreenSpinner />}>
          <main id="main" className="flex flex-1 flex-col">
            <Outlet />
          </main>
          <Footer />
        </Suspense>
      </ErrorBoundary>
      <ToastHost />
      {/* The AI assistant widget, on every page: its code loads once the page is idle. */}
      <LazyAssistantWidget />
    </div>
  );
}
