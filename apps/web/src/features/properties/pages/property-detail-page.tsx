import type { TProperty } from '@nestwise/shared';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ListingModelSection } from '@/components/model-viewer/listing-model-section';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { setAssistantPropertyContext } from '@/lib/assistant-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useListingView } from '@/lib/listings/get-listing';
import { AgentContact } from '../components/agent-contact';
import { CompareButton } from '../components/compare-button';
import { FavoriteButton } from '../components/favorite-button';
import { ListingBuyerSections } from '../components/listing-buyer-sections';
import { ListingDetails } from '../components/listing-details';
import { ListingSkeleton } from '../components/listing-skeleton';
import { ListingLoadError, PropertyNotFound } from '../components/listing-unavailable';
import { VisibilityBanner } from '../components/visibility-banner';
import { OwnerPanel } from '../components/owner-panel';
import { ShareButton } from '../components/share-button';
import { useRecordView } from '../hooks/use-record-view';
import { useServedFirstLoad } from '../hooks/use-served-first-load';
import { INITIAL_LISTING } from '../lib/initial-listing';

/**
 * /properties/{id}: the listing, its actions, view tracking, the owner's panel, the assistant's
 * property context, and `tools` for the listing (the app passes the AI tools' panels in, as
 * this feature does not import another).
 */
export function PropertyDetailPage({ tools }: { tools?: (property: TProperty) => ReactNode }) {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  // The server renders the public view of the listing; its owner and admins see more.
  const servedFirstLoad = useServedFirstLoad(INITIAL_LISTING, id);
  const query = useListingView(id, { refetchOnMountOrArgChange: !servedFirstLoad });
  // This listing's (not the last one's while another loads).
  const property = query.currentData;
  const viewCount = useRecordView(property?.id, property?.viewCount);
  const failed = !property && query.isError && !query.isFetching;
  const notFound = failed && query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(
    property ? property.title : notFound ? 'Property not found' : 'Property details',
  );
  useAssistantContext(property);

  if (!property && !failed) return <ListingSkeleton />;
  if (notFound) {
    return <PropertyNotFound />;
  }
  if (!property) {
    return <ListingLoadError error={query.error} />;
  }

  const manages = !!user && (user.role === 'admin' || user.id === property.agentId);
  return (
    <Container>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link
          to={paths.properties}
          className="font-semibold text-teal-700 hover:underline dark:text-teal-300"
        >
          ← All properties
        </Link>
      </nav>
      {manages && <VisibilityBanner property={property} />}
      <ListingDetails
        property={property}
        viewCount={viewCount}
        actions={
          <>
            <AgentContact property={property} />
            <div className="grid grid-cols-2 gap-3">
              <FavoriteButton propertyId={property.id} title={property.title} variant="button" />
              <CompareButton property={property} className="justify-center py-2" />
            </div>
            <ShareButton propertyId={property.id} />
          </>
        }
        extra={manages ? <OwnerPanel property={property} viewCount={viewCount} /> : undefined}
        tools={tools?.(property)}
        model={<ListingModelSection property={property} />}
        buyer={<ListingBuyerSections property={property} />}
      />
    </Container>
  );
}

/**
 * While the listing is on screen, the assistant's "this one" means it (the detail page
 * sets the property context too); leaving the page clears it.
 */
function useAssistantContext(property: TProperty | undefined) {
  const id = property?.id;
  const title = property?.title;
  const price = property?.price;
  const status = property?.status;
  const location = property
    ? [property.location.address, property.location.city, property.location.state]
        .filter(Boolean)
        .join(', ')
    : undefined;
  useEffect(() => {
    if (!id) return;
    setAssistantPropertyContext({ id, title, price, status, location });
    return () => setAssistantPropertyContext(null);
  }, [id, title, price, status, location]);
}

export default PropertyDetailPage;
