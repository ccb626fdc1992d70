import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TUnsubscribeSavedSearchResponse } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnsubscribeSavedSearch } from '../api/unsubscribe-saved-search';

type State =
  | { status: 'working' }
  | { status: 'done'; search: TUnsubscribeSavedSearchResponse }
  | { status: 'error'; message: string };

const linkClasses = 'font-semibold text-teal-800 underline dark:text-teal-300';

/**
 * /unsubscribe/saved-search?token=…: an alert mail's link. The page (not the link itself) turns
 * the alerts off, so a mail scanner that opens links turns nothing off; no sign-in needed.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'working' });
  const [unsubscribe] = useUnsubscribeSavedSearch();

  useEffect(() => {
    let live = true;
    unsubscribe(token)
      .unwrap()
      .then((search) => live && setState({ status: 'done', search }))
      .catch(
        (error: unknown) =>
          live &&
          setState({
            status: 'error',
            message: errorMessage(
              error,
              'This unsubscribe link is not valid. Manage your alerts under Saved Searches.',
            ),
          }),
      );
    return () => {
      live = false;
    };
  }, [token, unsubscribe]);

  return (
    <Container className="flex-1 py-12">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">Saved search alerts</h1>
        {state.status === 'working' && <Spinner className="mt-6" label="Turning alerts off" />}
        {state.status === 'done' && (
          <div className="mt-4 space-y-3" role="status">
            <p>
              Alerts are off for <strong>“{state.search.name}”</strong> ({state.search.summary}).
              You won’t get emails or notifications about this search any more.
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              The search itself is still saved. Turn its alerts back on under{' '}
              <Link to={paths.dashboard.savedSearches} className={linkClasses}>
                Saved Searches
              </Link>
              .
            </p>
          </div>
        )}
        {state.status === 'error' && <Alert className="mt-4">{state.message}</Alert>}
      </div>
    </Container>
  );
}

export default UnsubscribePage;
