import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { getSalesSummary } from '@nestwise/shared/operation-routes/get-sales-summary';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

export type SalesSummary = OperationResponseBody<RouteContract<typeof getSalesSummary>>;

/** Recorded sales and sold listings per city: what the valuation has to work with. */
const salesSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesSummary: contractQuery(build, getSalesSummary, {
      providesTags: ['SalesSummary'],
    }),
  }),
});

export const { useGetSalesSummaryQuery: useSalesSummary } = salesSummaryApi;

/** An import added sales: the summary shown is reloaded. */
export const salesSummaryChanged = () => salesSummaryApi.util.invalidateTags(['SalesSummary']);
