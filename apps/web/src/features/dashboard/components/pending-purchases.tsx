import type { TProperty } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { ListingGrid } from './listing-grid';
import { useAnswerPurchase } from '../api/purchases';

/**
 * Deals an agent recorded with the buyer's email: nothing counts as the buyer's purchase until
 * the buyer confirms it here (or declines it). An answer reloads both lists; `refreshing` keeps
 * the buttons off until they have, so an answered deal cannot be answered twice.
 */
export function PendingPurchases({
  listings,
  refreshing,
}: {
  listings: TProperty[];
  refreshing: boolean;
}) {
  const [answer, answering] = useAnswerPurchase();
  const busy = answering.isLoading || refreshing;
  const send = (id: string, verb: 'confirm' | 'decline') => void answer({ id, answer: verb });
  return (
    <section aria-labelledby="pending-purchases" className="mb-6 space-y-3">
      <h2 id="pending-purchases" className="text-lg font-semibold">
        Waiting for your confirmation
      </h2>
      {answering.error && <Alert>{errorMessage(answering.error)}</Alert>}
      <ListingGrid label="Purchases to confirm" listings={listings} attention>
        {(listing) => (
          <>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {listing.agentName} marked this {listing.status === 'rented' ? 'rented' : 'sold'} to
              you.
            </p>
            <div className="mt-3 flex gap-2">
              <Button
                type="button"
                disabled={busy}
                aria-label={`Confirm purchase of ${listing.title}`}
                onClick={() => send(listing.id, 'confirm')}
              >
                Confirm purchase
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                aria-label={`Decline ${listing.title}`}
                onClick={() => send(listing.id, 'decline')}
              >
                Decline
              </Button>
            </div>
          </>
        )}
      </ListingGrid>
    </section>
  );
}
