import type { BillingInterval, PlanId, TCheckoutRequest, TPayment } from '@nestwise/shared';
import type {
  confirmPayment,
  createCheckout,
  findPayments,
  findPlans,
  getPayment,
  OperationResponseBody,
} from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

type CheckoutAnswer = OperationResponseBody<typeof createCheckout>;

/** A paid checkout changes the caller's plan (the profile shows it) and adds a receipt. */
const paid = (answer: CheckoutAnswer | undefined): ('Subscription' | 'Payments')[] =>
  answer?.payment.status === 'succeeded' ? ['Subscription', 'Payments'] : [];

/** Plans, checkout and receipts: `/api/billing/*` (the caller's plan is lib/my-subscription). */
const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<OperationResponseBody<typeof findPlans>, void>({
      query: () => call<typeof findPlans>({ method: 'GET', path: '/api/billing/plans' }),
    }),
    checkout: build.mutation<CheckoutAnswer, TCheckoutRequest>({
      query: (body) =>
        call<typeof createCheckout>({ method: 'POST', path: '/api/billing/checkout' }, { body }),
      invalidatesTags: paid,
    }),
    /** Finishes a payment after the bank's second step. */
    confirmPayment: build.mutation<
      OperationResponseBody<typeof confirmPayment>,
      { id: string; authenticated: boolean }
    >({
      query: ({ id, authenticated }) =>
        call<typeof confirmPayment>(
          { method: 'POST', path: '/api/billing/payments/{id}/confirm' },
          { params: { id }, body: { authenticated } },
        ),
      invalidatesTags: paid,
    }),
    getPayment: build.query<OperationResponseBody<typeof getPayment>, string>({
      query: (id) =>
        call<typeof getPayment>(
          { method: 'GET', path: '/api/billing/payments/{id}' },
          { params: { id } },
        ),
      providesTags: ['Payments'],
    }),
    /** The newest paid payment, or null: a notification's link names none. */
    getLatestPaidPayment: build.query<TPayment | null, void>({
      query: () => call<typeof findPayments>({ method: 'GET', path: '/api/billing/payments' }),
      transformResponse: ({ items }: OperationResponseBody<typeof findPayments>) =>
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
