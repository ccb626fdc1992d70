import { useState } from 'react';
import { Link } from 'react-router';
import type { TSavedSearch } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryItems } from '@/components/ui/query-error';
import { ListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorMessage } from '@/lib/error-message';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { EditSavedSearchDialog } from '../components/edit-saved-search-dialog';
import { SavedSearchRow } from '../components/saved-search-row';

/**
 * /dashboard/saved-searches: the searches saved on /properties, each with its alerts; open one,
 * rename it or change its alerts, or delete it after a confirmation.
 */
export function SavedSearchesPage() {
  useDocumentTitle('Saved Searches');
  const searches = useSavedSearches();
  const [remove, removal] = useDeleteSavedSearch();
  const removeError = removal.error ? errorMessage(removal.error) : null;
  const [editing, setEditing] = useState<TSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    const answer = await remove(deleting.id);
    if (answer.error) return;
    notify('success', `Deleted “${deleting.name}”.`);
    setDeleting(null);
  };

  return (
    <section>
      <PageHeader
        title="Saved Searches"
        description="Searches you saved on the Properties page. We notify you and email you when a new home matches one, or a matching home’s price drops."
      />
      <QueryItems
        query={searches}
        what="your saved searches"
        loading={<ListSkeleton rows={3} label="Loading your saved searches" rowHeight="h-24" />}
        empty={
          <EmptyState title="You have no saved searches.">
            Search on the Properties page, set the filters you want, then choose “Save search”.
            We’ll tell you when new homes match.{' '}
            <Link
              to={paths.properties}
              className="font-semibold text-teal-800 underline dark:text-teal-300"
            >
              Browse properties
            </Link>
          </EmptyState>
        }
      >
        {(items) => (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              {items.length} of {searches.data?.limit} saved searches
            </p>
            <ul aria-label="Saved searches" className="space-y-3">
              {items.map((search) => (
                <SavedSearchRow
                  key={search.id}
                  search={search}
                  onEdit={() => setEditing(search)}
                  onDelete={() => {
                    removal.reset();
                    setDeleting(search);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </QueryItems>
      {removeError && !deleting && <Alert className="mt-4">{removeError}</Alert>}
      {editing && (
        <EditSavedSearchDialog
          search={editing}
          onSaved={(saved) => {
            setEditing(null);
            notify('success', `Saved changes to “${saved.name}”.`);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this saved search?"
        description={
          deleting
            ? `“${deleting.name}” and its alerts will be deleted. Homes you saved stay saved.`
            : ''
        }
        confirmLabel="Delete"
        tone="danger"
        pending={removal.isLoading}
        error={removeError}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

export default SavedSearchesPage;
