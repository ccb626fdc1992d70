import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetSharedListingQuery } from '../api/get-shared-listing';
import { ListingDetails } from '../components/listing-details';
import { ListingSkeleton } from '../components/listing-skeleton';
import { ListingLoadError, ListingUnavailable } from '../components/listing-unavailable';
import { useRecordView } from '../hooks/use-record-view';

/** /shared/property/{token}: a listing someone shared, read-only and open without an account. */
export function SharedPropertyPage() {
  const { token = '' } = useParams();
  const query = useGetSharedListingQuery(token);
  const property = query.currentData;
  const viewCount = useRecordView(property?.id, property?.viewCount);
  const failed = !property && query.isError && !query.isFetching;
  const invalid = failed && query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(property ? property.title : invalid ? 'Link not valid' : 'Shared property');

  if (!property && !failed) return <ListingSkeleton />;
  if (invalid) {
    return (
      <ListingUnavailable title="This share link is not valid">
        <p>
          The link was revoked, mistyped, or the listing is no longer on the market. Ask the person
          who shared it for a new link, or browse the properties on Nestwise.
        </p>
      </ListingUnavailable>
    );
  }
  if (!property) {
    return <ListingLoadError error={query.error} />;
  }
  return (
    <Container>
      <ListingDetails
        property={property}
        viewCount={viewCount}
        banner={
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-teal-200 bg-teal-50 px-4 py-3 dark:border-teal-900 dark:bg-teal-950">
            <p className="text-sm text-teal-950 dark:text-teal-100">
              <strong>Shared with you.</strong> A read-only view of this listing.
            </p>
            <Link to={paths.property(property.id)} className={buttonClasses('secondary')}>
              Open on Nestwise
            </Link>
          </div>
        }
      />
    </Container>
  );
}

export default SharedPropertyPage;
