import type { Executor } from '../../db/client';
import type { PropertyRow } from './properties.repo';

import {
  emptyListingHooks,
  type ListingHooks,
  type PublicListingEvent,
} from '../../core/listing-hooks';

export { emptyListingHooks, type ListingHooks, type PublicListingEvent };

const isPublic = (row: Pick<PropertyRow, 'approval' | 'isActive'>) =>
  row.approval === 'approved' && row.isActive;

const eventOf = (row: PropertyRow): PublicListingEvent => ({
  id: row.id,
  title: row.title,
  status: row.status,
  city: row.city,
  price: row.price,
});

/** Compares a listing before and after a change and tells the hooks what happened. */
export function createListingEvents(hooks: ListingHooks | undefined) {
  return {
    /** Inside the transaction; true when a hook was told something (call `committed` after). */
    async changed(tx: Executor, before: PropertyRow, after: PropertyRow): Promise<boolean> {
      if (!hooks || !isPublic(after)) return false;
      if (!isPublic(before)) {
        for (const hook of hooks.onPublished) await hook(tx, eventOf(after));
        return hooks.onPublished.length > 0;
      }
      if (after.price < before.price) {
        for (const hook of hooks.onPriceDropped) await hook(tx, eventOf(after), before.price);
        return hooks.onPriceDropped.length > 0;
      }
      return false;
    },
    committed(fired: boolean) {
      if (fired && hooks) for (const hook of hooks.afterCommit) hook();
    },
  };
}
