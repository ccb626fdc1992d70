import type { TProperty } from '@nestwise/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/* Split off the first route: they load only when the buyer scrolls near them. */
const PaymentEstimate = lazy(() => import('./payment-estimate'));
const ListingHistory = lazy(() => import('./listing-history'));

function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const { ref, near } = useNearViewport();
  const placeholder = <div className={minHeight} aria-hidden="true" />;
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

/**
 * The buyer's sections of a listing: the monthly payment estimate for homes for sale, and the
 * price and status history of a public listing.
 */
export function ListingBuyerSections({ property }: { property: TProperty }) {
  const forSale = property.status === 'for-sale' && property.price > 0;
  const isPublic = property.approval === 'approved' && property.isActive;
  if (!forSale && !isPublic) return null;
  return (
    <>
      {forSale && (
        <WhenNear minHeight="min-h-96">
          <PaymentEstimate property={property} />
        </WhenNear>
      )}
      {isPublic && (
        <WhenNear minHeight="min-h-32">
          <ListingHistory property={property} />
        </WhenNear>
      )}
    </>
  );
}
