import { useState } from 'react';
import { Link } from 'react-router';
import type { TSavedSearch } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches-api';
import { EditSavedSearchDialog } from '../components/edit-saved-search-dialog';
import { SavedSearchRow } from '../components/saved-search-row';

/**
 * /dashboard/saved-searches: the searches saved on /properties, each with its alerts; open one,
 * rename it or change its alerts, or delete it after a confirmation.
 */
export function SavedSearchesPage() {
  useDocumentTitle('Saved Searches');
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [edits, setEdits] = useState<Record<string, TSavedSearch>>({});
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<TSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);

  const items =
    searches.status === 'success'
      ? searches.data.items
          .filter((search) => !removed.has(search.id))
          .map((search) => edits[search.id] ?? search)
      : [];

  const onDelete = async () => {
    if (!deleting) return;
    const answer = await remove.run(deleting.id);
    if (!answer) return;
    setRemoved((current) => new Set(current).add(deleting.id));
    notify('success', `Deleted “${deleting.name}”.`);
    setDeleting(null);
  };

  return (
    <section>
      <PageHeader
        title="Saved Searches"
        description="Searches you saved on the Properties page. We notify you and email you when a new home matches one, or a matching home’s price drops."
      />
      {searches.status === 'loading' && (
        <div aria-busy="true" aria-label="Loading your saved searches" className="space-y-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      )}
      {searches.status === 'error' && (
        <QueryError what="your saved searches" error={searches.error} onRetry={searches.reload} />
      )}
      {searches.status === 'success' &&
        (items.length === 0 ? (
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
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              {items.length} of {searches.data.limit} saved searches
            </p>
            <ul aria-label="Saved searches" className="space-y-3">
              {items.map((search) => (
                <SavedSearchRow
                  key={search.id}
                  search={search}
                  onEdit={() => setEditing(search)}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(search);
                  }}
                />
              ))}
            </ul>
          </>
        ))}
      {remove.error && !deleting && <Alert className="mt-4">{remove.error}</Alert>}
      {editing && (
        <EditSavedSearchDialog
          search={editing}
          onSaved={(saved) => {
            setEdits((current) => ({ ...current, [saved.id]: saved }));
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
        pending={remove.pending}
        error={remove.error}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

export default SavedSearchesPage;
