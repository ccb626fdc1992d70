import type { PropertyStatus } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { alertNotification } from './saved-searches.messages';
import type { SavedSearchPorts } from './saved-searches.ports';
import * as repo from './saved-searches.repo';
import type { SavedSearchAlertKind } from './saved-searches.schema';

/** The listing as the listings module reports it (properties.events.ts, by shape). */
export interface ListingFacts {
  id: string;
  title: string;
  status: PropertyStatus;
  city: string;
  price: number;
}

/**
 * Inside the listing change's transaction: finds the saved searches that list the listing and
 * writes, for each, an alert row (the mail outbox) and an in-app notification. A rollback of the
 * change takes both with it.
 */
export function createAlertWriter(
  deps: Pick<SavedSearchPorts, 'matchingSearches' | 'notifyEach'> & { clock: Clock },
) {
  async function record(
    tx: Executor,
    listing: ListingFacts,
    kind: SavedSearchAlertKind,
    oldPrice: number | null,
  ) {
    const candidates = await repo.alertCandidates(tx, listing.status, listing.city);
    if (candidates.length === 0) return;
    const matches = await deps.matchingSearches(
      tx,
      listing.id,
      candidates.map((search) => search.filters),
    );
    const matched = candidates.filter((_, index) => matches[index]);
    const now = deps.clock.now();
    const written = await repo.insertAlerts(
      tx,
      matched.map((search) => ({
        savedSearchId: search.id,
        userId: search.userId,
        propertyId: listing.id,
        kind,
        propertyTitle: listing.title,
        propertyStatus: listing.status,
        price: listing.price,
        oldPrice,
        createdAt: now,
      })),
    );
    const names = new Map(matched.map((search) => [search.id, search.name]));
    await deps.notifyEach(
      tx,
      written.map((alert) => ({
        userId: alert.userId,
        input: alertNotification({ ...alert, searchName: names.get(alert.savedSearchId) ?? '' }),
      })),
    );
  }

  return {
    published: (tx: Executor, listing: ListingFacts) => record(tx, listing, 'new-listing', null),
    priceDropped: (tx: Executor, listing: ListingFacts, oldPrice: number) =>
      record(tx, listing, 'price-drop', oldPrice),
  };
}
