import type { TProperty } from '@nestwise/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/* Split off the first route: they load only when the buyer scrolls near them. */
const PaymentEstimate = lazy(() => import('./payment-estimate'));

function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const { ref, near } = useNearViewport();
  const placeholder = <div className={minHeight} aria-hidden="true" />;
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

/** The buyer's sections of a listing: the monthly payment estimate for homes for sale. */
export function ListingBuyerSections({ property }: { property: TProperty }) {
  if (property.status !== 'for-sale' || property.price <= 0) return null;
  return (
    <WhenNear minHeight="min-h-96">
      <PaymentEstimate property={property} />
    </WhenNear>
  );
}
