import type { TProperty } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListingGrid } from './listing-grid';
import { useAnswerPurchase } from '../api/answer-purchase';

/**
 * Deals an agent recorded with the buyer's email: nothing counts as the buyer's purchase until
 * the buyer confirms it here (or declines it). `onAnswered` reloads both lists.
 */
export function PendingPurchases({
  listings,
  onAnswered,
}: {
  listings: TProperty[];
  onAnswered: () => void;
}) {
  const answer = useAnswerPurchase();
  const send = async (id: string, verb: 'confirm' | 'decline') => {
    if ((await answer.run(id, verb)) !== undefined) onAnswered();
  };
  return (
    <section aria-labelledby="pending-purchases" className="mb-6 space-y-3">
      <h2 id="pending-purchases" className="text-lg font-semibold">
        Waiting for your confirmation
      </h2>
      {answer.error && <Alert>{answer.error}</Alert>}
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
                disabled={answer.pending}
                aria-label={`Confirm purchase of ${listing.title}`}
                onClick={() => void send(listing.id, 'confirm')}
              >
                Confirm purchase
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={answer.pending}
                aria-label={`Decline ${listing.title}`}
                onClick={() => void send(listing.id, 'decline')}
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
