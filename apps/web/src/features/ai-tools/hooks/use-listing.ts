import type { TProperty } from '@nestwise/shared';
import { useEffect, useState } from 'react';
import { fetchListing } from '../api/ai-tools-api';
import { errorMessage } from './use-submit';

export type ListingState =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; listing: TProperty }
  | { status: 'error'; id: string; message: string };

/** The listing named by ?propertyId, whose facts prefill the tools. */
export function useListing(id: string | null): ListingState {
  const [state, setState] = useState<ListingState>(
    id ? { status: 'loading', id } : { status: 'none' },
  );
  useEffect(() => {
    if (!id) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', id });
    fetchListing(id, controller.signal).then(
      (listing) => !controller.signal.aborted && setState({ status: 'ready', id, listing }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'error', id, message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [id]);
  return state;
}
