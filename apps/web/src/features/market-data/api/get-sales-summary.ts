import type { getSalesSummary, OperationResponseBody } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

export type SalesSummary = OperationResponseBody<typeof getSalesSummary>;

/** Recorded sales and sold listings per city: what the valuation has to work with. */
const salesSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesSummary: contractQuery<typeof getSalesSummary>(build)({
      path: '/api/market/sales/summary',
      providesTags: ['SalesSummary'],
    }),
  }),
});

export const { useGetSalesSummaryQuery: useSalesSummary } = salesSummaryApi;

/** An import added sales: the summary shown is reloaded. */
export const salesSummaryChanged = () => salesSummaryApi.util.invalidateTags(['SalesSummary']);
