import type { PropertyStatus } from '@nestwise/shared';
import type { Executor } from '../db/client';

/** What other modules learn of a listing that reached the public or got cheaper. */
export interface PublicListingEvent {
  id: string;
  title: string;
  status: PropertyStatus;
  city: string;
  price: number;
}

/**
 * Listing events for other modules (saved-search alerts), in the style of `accountHooks`: the
 * listings module calls these and knows nothing of who listens. `onPublished` and
 * `onPriceDropped` run inside the change's transaction (a rollback undoes what they wrote);
 * `afterCommit` runs once that transaction committed, never awaited, so nothing a listener does
 * afterwards (sending mail) can fail or slow the change.
 */
export interface ListingHooks {
  /** The listing became public (approved and active) by this change; never on create. */
  onPublished: Array<(tx: Executor, listing: PublicListingEvent) => Promise<void>>;
  /** A public listing's price went down. */
  onPriceDropped: Array<
    (tx: Executor, listing: PublicListingEvent, oldPrice: number) => Promise<void>
  >;
  afterCommit: Array<() => void>;
}

export const emptyListingHooks = (): ListingHooks => ({
  onPublished: [],
  onPriceDropped: [],
  afterCommit: [],
});
