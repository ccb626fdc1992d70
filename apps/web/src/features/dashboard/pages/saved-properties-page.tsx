import { useState } from 'react';
import { ListingGrid } from '../components/listing-grid';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryItems } from '@/components/ui/query-error';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { setFavorites } from '@/stores/favorites-slice';
import { useAppDispatch } from '@/stores/hooks';
import { useClearFavorites, useFavoriteListings, useRemoveFavorite } from '../api/favorites';
import { BrowsePropertiesLink } from '../components/browse-properties-link';

/** /dashboard/saved-properties: the buyer's favorites, each removable, or all at once. */
export function SavedPropertiesPage() {
  useDocumentTitle('Saved Properties');
  const dispatch = useAppDispatch();
  const favorites = useFavoriteListings();
  const [remove, removal] = useRemoveFavorite();
  const [clear, clearing] = useClearFavorites();
  const [confirmClear, setConfirmClear] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);

  const items = favorites.data?.items ?? [];

  const onRemove = async (id: string, title: string) => {
    setRemovingId(id);
    const answer = await remove(id);
    setRemovingId(null);
    if (!answer.data) return;
    dispatch(setFavorites(answer.data.favoriteProperties));
    notify('success', `Removed “${title}” from your saved properties.`);
  };

  const onClear = async () => {
    const answer = await clear();
    if (!answer.data) return;
    dispatch(setFavorites(answer.data.favoriteProperties));
    setConfirmClear(false);
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
      {removal.error && <Alert className="mb-4">{errorMessage(removal.error)}</Alert>}
      <QueryItems
        query={favorites}
        what="your saved properties"
        empty={
          <EmptyState title="You have no saved properties.">
            Tap the heart on a property to save it here. <BrowsePropertiesLink />
          </EmptyState>
        }
      >
        {(saved) => (
          <ListingGrid label="Saved properties" listings={saved} row>
            {(listing) => (
              <Button
                variant="ghost"
                className="shrink-0"
                aria-label={`Remove ${listing.title} from saved properties`}
                disabled={removingId === listing.id}
                onClick={() => void onRemove(listing.id, listing.title)}
              >
                Remove
              </Button>
            )}
          </ListingGrid>
        )}
      </QueryItems>
      <ConfirmDialog
        open={confirmClear}
        title="Clear all saved properties?"
        description={`This removes all ${items.length} saved properties from your favorites.`}
        confirmLabel="Clear all"
        tone="danger"
        pending={clearing.isLoading}
        error={clearing.error ? errorMessage(clearing.error) : null}
        onConfirm={() => void onClear()}
        onClose={() => {
          setConfirmClear(false);
          clearing.reset();
        }}
      />
    </section>
  );
}

export default SavedPropertiesPage;
