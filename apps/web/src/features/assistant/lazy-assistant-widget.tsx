import { Suspense, lazy, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LauncherButton } from './components/launcher-button';

/*
 * The widget's code is its own chunk, fetched on first use: a pointer over the button or focus on it
 * starts the download and a click opens the panel. Until then only the button is drawn, so no page
 * pays for the assistant's code before someone reaches for it.
 */
type WidgetModule = { default: ComponentType<{ initiallyOpen?: boolean }> };
const importWidget = (): Promise<WidgetModule> => import('./components/assistant-widget');

/** A crashed widget is replaced by a small red '!' button (a click tries again). */
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

/** The AI assistant widget, mounted on every page by the root layout and loaded on first use. */
export function LazyAssistantWidget({
  load = importWidget,
}: {
  load?: () => Promise<WidgetModule>;
}) {
  const [opened, setOpened] = useState(false);
  // A new lazy component on retry: React keeps a failed chunk load's rejection otherwise.
  const loadWidget = () => lazy(load);
  const [AssistantWidget, setAssistantWidget] = useState(loadWidget);
  // A failure here is reported when the click renders the widget.
  const prefetch = () => void load().catch(() => undefined);
  if (!opened) {
    return (
      <div data-assistant-widget="" onPointerEnter={prefetch} onFocus={prefetch}>
        <LauncherButton
          isOpen={false}
          isListening={false}
          isProcessing={false}
          hasError={false}
          onToggle={() => setOpened(true)}
        />
      </div>
    );
  }
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
      <Suspense fallback={<LoadingLauncher />}>
        <AssistantWidget initiallyOpen />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The button while the widget's code arrives, showing that the click was taken. */
function LoadingLauncher() {
  return (
    <div data-assistant-widget="">
      <LauncherButton isOpen isListening={false} isProcessing hasError={false} onToggle={noop} />
    </div>
  );
}

function noop() {}
