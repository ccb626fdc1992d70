import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { toApiQuery, type SearchFilters } from '../lib/search-filters';

/*
 * The dialog loads on first use: the search page's first paint carries only the button. The
 * search's summary is worked out there too, because it parses the filters with the shared zod
 * schema, and zod is a chunk of its own the list does not need.
 */
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** Back from sign-in with this in the address, the dialog opens by itself. */
const SAVE_PARAM = 'saveSearch';

/**
 * "Save search" on /properties: saves the filters in the address with a name and an alert
 * frequency. Signed out, it sends the visitor to sign in and back here, where the dialog opens.
 */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const query = toApiQuery(filters);

  useEffect(() => {
    if (!user || params.get(SAVE_PARAM) !== '1') return;
    setOpen(true);
    const next = new URLSearchParams(params);
    next.delete(SAVE_PARAM);
    setParams(next, { replace: true });
  }, [user, params, setParams]);

  const start = () => {
    if (!user) {
      notify('info', 'Sign in to save this search.', { toastId: 'save-search-sign-in' });
      const back = new URLSearchParams(location.search);
      back.set(SAVE_PARAM, '1');
      navigate(paths.login, { state: { from: { ...location, search: `?${back}` } } });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" onClick={start} aria-haspopup="dialog">
        <BellIcon className="size-4" />
        Save search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open
            query={query}
            onSaved={(search) => {
              setOpen(false);
              notify('success', `Saved “${search.name}”. Find it under Saved Searches.`);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
