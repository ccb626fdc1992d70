import { Button } from './button';

/** The dashboard error screen: 'Something went wrong', Try Again and Refresh Page. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        This page hit an unexpected error. You can try again, or reload the page.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </div>
  );
}
