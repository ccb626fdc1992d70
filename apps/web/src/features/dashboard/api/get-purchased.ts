import type { findPurchasedProperties, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** Listings sold or rented to the caller, latest deal first. */
const purchasedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchased: build.query<OperationResponseBody<typeof findPurchasedProperties>, void>({
      query: () =>
        call<typeof findPurchasedProperties>({ method: 'GET', path: '/api/me/purchased' }),
      providesTags: ['Purchases'],
    }),
  }),
});

export const { useGetPurchasedQuery: usePurchased } = purchasedApi;
