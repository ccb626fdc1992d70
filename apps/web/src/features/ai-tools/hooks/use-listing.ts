import type { TProperty } from '@nestwise/shared';
import { useListingView } from '@/lib/listings/get-listing';
import { errorMessage } from './use-tool-run';

export type ListingState =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; listing: TProperty }
  | { status: 'error'; id: string; message: string };

/** The listing named by ?propertyId, whose facts prefill the tools. */
export function useListing(id: string | null): ListingState {
  // currentData: another listing's answer is not shown while this one loads.
  const query = useListingView(id ?? '', { skip: !id });
  if (!id) return { status: 'none' };
  if (query.currentData) return { status: 'ready', id, listing: query.currentData };
  if (query.isError && !query.isFetching) {
    return { status: 'error', id, message: errorMessage(query.error) };
  }
  return { status: 'loading', id };
}
