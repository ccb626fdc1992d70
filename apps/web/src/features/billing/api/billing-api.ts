import type { BillingInterval, PlanId, TCheckoutRequest, TPayment } from '@nestwise/shared';
import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { confirmPayment } from '@nestwise/shared/operation-routes/confirm-payment';
import { createCheckout } from '@nestwise/shared/operation-routes/create-checkout';
import { findPayments } from '@nestwise/shared/operation-routes/find-payments';
import { findPlans } from '@nestwise/shared/operation-routes/find-plans';
import { getPayment } from '@nestwise/shared/operation-routes/get-payment';
import { api, call } from '@/lib/api';
import { contractMutation, contractQuery, idAndBody } from '@/lib/contract-endpoints';

type CheckoutAnswer = OperationResponseBody<RouteContract<typeof createCheckout>>;

/** A paid checkout changes the caller's plan (the profile shows it) and adds a receipt. */
const paid = (answer: CheckoutAnswer | undefined): ('Subscription' | 'Payments')[] =>
  answer?.payment.status === 'succeeded' ? ['Subscription', 'Payments'] : [];

/** Plans, checkout and receipts: `/api/billing/*` (the caller's plan is lib/my-subscription). */
const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: contractQuery(build, findPlans),
    checkout: contractMutation(build, createCheckout, {
      request: (body: TCheckoutRequest) => ({ body }),
      invalidatesTags: paid,
    }),
    /** Finishes a payment after the bank's second step. */
    confirmPayment: contractMutation(build, confirmPayment, {
      request: idAndBody<{ authenticated: boolean }>(),
      invalidatesTags: paid,
    }),
    getPayment: contractQuery(build, getPayment, {
      request: (id: string) => ({ params: { id } }),
      providesTags: ['Payments'],
    }),
    /** The newest paid payment, or null: a notification's link names none. */
    getLatestPaidPayment: build.query<TPayment | null, void>({
      query: () => call(findPayments),
      transformResponse: ({ items }: OperationResponseBody<RouteContract<typeof findPayments>>) =>
        items.find((payment) => payment.status === 'succeeded') ?? null,
      providesTags: ['Payments'],
    }),
  }),
});

export const {
  useGetPlansQuery: usePlans,
  useCheckoutMutation: useCheckoutPayment,
  useConfirmPaymentMutation: useConfirmPayment,
} = billingApi;

/** The payment named, or (from a notification link without one) the newest paid one, or null. */
export function useReceipt(id: string) {
  const named = billingApi.useGetPaymentQuery(id, { skip: !id });
  const latest = billingApi.useGetLatestPaidPaymentQuery(undefined, { skip: Boolean(id) });
  return id ? named : latest;
}

/** The plan and interval a checkout is for, read from and written to the address. */
export interface Order {
  planId: Exclude<PlanId, 'free'>;
  interval: BillingInterval;
}
