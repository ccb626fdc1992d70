import { Suspense, lazy, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';

/* The widget's code is its own chunk, fetched once the page is interactive (never on the first route's path). */
const loadWidget = () => lazy(() => import('./components/assistant-widget'));

/** Runs `callback` after the load event, when the browser is idle. */
function afterPageInteractive(callback: () => void): () => void {
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(callback, { timeout: 3000 });
    } else {
      timer = setTimeout(callback, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== null) window.cancelIdleCallback(idle);
    if (timer !== null) clearTimeout(timer);
  };
}

/** Spec §8: a crashed widget is replaced by a small red '!' button (a click tries again). */
function CrashedWidgetButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      title="AI Assistant failed - click to retry"
      aria-label="AI Assistant failed - click to retry"
      className="fixed right-4 bottom-4 z-40 grid size-8 place-items-center rounded-full bg-red-600 text-sm font-bold text-white shadow-lg hover:bg-red-700 sm:right-6 sm:bottom-6"
    >
      !
    </button>
  );
}

/** The AI assistant widget, mounted on every page by the root layout and loaded when the page is idle. */
export function LazyAssistantWidget() {
  const [ready, setReady] = useState(false);
  // A new lazy component on retry: React keeps a failed chunk load's rejection otherwise.
  const [AssistantWidget, setAssistantWidget] = useState(loadWidget);
  useEffect(() => afterPageInteractive(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <CrashedWidgetButton
          onRetry={() => {
            setAssistantWidget(loadWidget);
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={null}>
        <AssistantWidget />
      </Suspense>
    </ErrorBoundary>
  );
}
