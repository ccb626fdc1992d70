import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TProperty } from '@nestwise/shared';
import type { InitialDataStore } from '@/lib/initial-data';
import { listingCache } from '@/lib/listings/get-listing';
import { INITIAL_LISTING } from './initial-listing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
export type ServedDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * A listing's page: the listing it was rendered with goes into RTK Query's cache (see
 * served-data.ts). Apart from the search's half, so a listing's first load has none of the
 * search's code.
 */
export function seedServedListing(
  dispatch: ServedDispatch,
  initialData: InitialDataStore,
  id: string,
  viewer: string | null,
): void {
  const property = initialData.peek<TProperty>(INITIAL_LISTING, id);
  if (!property) return;
  dispatch(
    listingCache.upsertQueryEntries([
      { endpointName: 'getListing', arg: { id, viewer }, value: property },
    ]),
  );
}
