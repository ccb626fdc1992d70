import type { TProperty } from '@nestwise/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LinkButtons } from '@/components/ui/link-buttons';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useListingView } from '@/lib/listings/get-listing';
import { useListingWriteApi } from '../api/listing-write-api';
import { ListingForm, type ListingSaved } from '../components/listing-form/listing-form';
import { ListingLoadError, PropertyNotFound } from '../components/listing-unavailable';

const NOT_OWNER_TITLE = 'You can only edit your own listings';

/** What saving does to the listing's approval; the server's rule (editNeedsReview). */
function ReviewNote({ property, isAdmin }: { property: TProperty; isAdmin: boolean }) {
  if (property.approval === 'pending') {
    return (
      <Alert tone="info">
        This listing is pending: buyers see it once an administrator approves it.
      </Alert>
    );
  }
  if (isAdmin) {
    return <Alert tone="info">An administrator’s edits keep the listing’s approval.</Alert>;
  }
  if (property.approval === 'rejected') {
    return (
      <Alert tone="info">
        This listing was rejected{property.rejectionReason ? `: ${property.rejectionReason}` : ''}.
        Saving your changes sends it back to review.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      This listing is approved and live. Changing its price, status, photos or other facts keeps it
      live; changing its title, description or address sends it back to review, hidden from buyers
      until an administrator approves it again.
    </Alert>
  );
}

function savedMessage(before: TProperty, after: TProperty): string {
  if (after.approval === 'pending' && before.approval !== 'pending') {
    return 'Changes saved. The listing is back in review (pending) until an administrator approves it again.';
  }
  if (after.approval === 'pending') return 'Changes saved. The listing is still pending approval.';
  return 'Changes saved.';
}

/**
 * /edit-property/{id} (agents and admins): the listing form filled from the listing. An agent edits
 * only its own listings; the server refuses the others too (403, or 404 when it may not see them).
 */
export function EditPropertyPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const writeApi = useListingWriteApi();
  const query = useListingView(id);
  const property = useListingAsOpened(query);
  const failed = !property && query.isError && !query.isFetching;
  const notFound = failed && query.error instanceof ApiError && query.error.status === 404;
  const owns = !!property && !!user && (user.role === 'admin' || user.id === property.agentId);
  useDocumentTitle(
    notFound ? 'Property not found' : property && !owns ? NOT_OWNER_TITLE : 'Edit Property',
  );

  if (!property && !failed) {
    return (
      <Container className="flex justify-center">
        <h1 className="sr-only">Edit Property</h1>
        <Spinner label="Loading the listing" />
      </Container>
    );
  }
  if (notFound) {
    return <PropertyNotFound />;
  }
  if (!property) {
    return <ListingLoadError error={query.error} heading="Edit Property" />;
  }
  if (!owns) {
    return (
      <Container narrow className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">{NOT_OWNER_TITLE}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          “{property.title}” belongs to another agent. Only its agent or an administrator can change
          it.
        </p>
        <LinkButtons
          className="mt-8 justify-center"
          links={[
            { to: paths.property(property.id), label: 'Back to the listing' },
            { to: paths.dashboard.myListings, label: 'My listings' },
          ]}
        />
      </Container>
    );
  }

  const onSaved = ({ property: saved, unchanged }: ListingSaved) => {
    if (unchanged) {
      notify('info', 'Nothing changed, so nothing was saved.');
      return;
    }
    notify('success', savedMessage(property, saved));
    navigate(paths.property(saved.id));
  };

  return (
    <Container>
      <PageHeader title="Edit Property" description={property.title} />
      <div className="mb-6">
        <ReviewNote property={property} isAdmin={user?.role === 'admin'} />
      </div>
      <ListingForm
        key={property.updatedAt}
        property={property}
        warnReview={property.approval === 'approved' && user?.role !== 'admin'}
        onSaved={onSaved}
        api={writeApi}
        cancel={
          <Link to={paths.property(property.id)} className={buttonClasses('secondary')}>
            Cancel
          </Link>
        }
      />
    </Container>
  );
}

/**
 * The listing as loaded when the page opened, not a copy an earlier page cached; kept while the
 * form saves, though a save reloads the listing everywhere else.
 */
function useListingAsOpened(query: ReturnType<typeof useListingView>) {
  const [openedAt] = useState(() => Date.now());
  const [opened, setOpened] = useState<TProperty>();
  const fresh = (query.fulfilledTimeStamp ?? 0) >= openedAt ? query.currentData : undefined;
  if (fresh && !opened) setOpened(fresh);
  return opened ?? fresh;
}

export default EditPropertyPage;
