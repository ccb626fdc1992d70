import { useState } from 'react';
import { ListingSummary } from '@/components/listings/listing-summary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { setFavorites } from '@/stores/favorites-slice';
import { useAppDispatch } from '@/stores/hooks';
import { useClearFavorites } from '../api/clear-favorites';
import { useFavoriteListings } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { ListSkeleton } from '../components/list-skeleton';
import { BrowsePropertiesLink } from '../components/browse-properties-link';

/** /dashboard/saved-properties: the buyer's favorites, each removable, or all at once. */
export function SavedPropertiesPage() {
  useDocumentTitle('Saved Properties');
  const dispatch = useAppDispatch();
  const favorites = useFavoriteListings();
  const remove = useRemoveFavorite();
  const clear = useClearFavorites();
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [confirmClear, setConfirmClear] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);

  const items =
    favorites.status === 'success'
      ? favorites.data.items.filter((listing) => !removed.has(listing.id))
      : [];

  const onRemove = async (id: string, title: string) => {
    setRemovingId(id);
    const answer = await remove.run(id);
    setRemovingId(null);
    if (!answer) return;
    dispatch(setFavorites(answer.favoriteProperties));
    setRemoved((current) => new Set(current).add(id));
    notify('success', `Removed “${title}” from your saved properties.`);
  };

  const onClear = async () => {
    const answer = await clear.run();
    if (!answer) return;
    dispatch(setFavorites(answer.favoriteProperties));
    setConfirmClear(false);
    favorites.reload();
    setRemoved(new Set());
    notify('success', 'Your saved properties were cleared.');
  };

  return (
    <section>
      <PageHeader
        title="Saved Properties"
        description="The properties you saved as favorites."
        actions={
          items.length > 0 && (
            <Button variant="secondary" onClick={() => setConfirmClear(true)}>
              Clear all
            </Button>
          )
        }
      />
      {remove.error && <Alert className="mb-4">{remove.error}</Alert>}
      {favorites.status === 'loading' && <ListSkeleton label="Loading your saved properties" />}
      {favorites.status === 'error' && (
        <QueryError
          what="your saved properties"
          error={favorites.error}
          onRetry={favorites.reload}
        />
      )}
      {favorites.status === 'success' &&
        (items.length === 0 ? (
          <EmptyState title="You have no saved properties.">
            Tap the heart on a property to save it here. <BrowsePropertiesLink />
          </EmptyState>
        ) : (
          <ul aria-label="Saved properties" className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {items.map((listing) => (
              <li
                key={listing.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
              >
                <ListingSummary listing={listing} />
                <Button
                  variant="ghost"
                  className="shrink-0"
                  aria-label={`Remove ${listing.title} from saved properties`}
                  disabled={removingId === listing.id}
                  onClick={() => void onRemove(listing.id, listing.title)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        open={confirmClear}
        title="Clear all saved properties?"
        description={`This removes all ${items.length} saved properties from your favorites.`}
        confirmLabel="Clear all"
        tone="danger"
        pending={clear.pending}
        error={clear.error}
        onConfirm={() => void onClear()}
        onClose={() => {
          setConfirmClear(false);
          clear.reset();
        }}
      />
    </section>
  );
}

export default SavedPropertiesPage;
