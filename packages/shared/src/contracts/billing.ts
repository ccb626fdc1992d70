import {
  ZCheckoutRequestSchema,
  ZCheckoutResponseSchema,
  ZConfirmPaymentRequestSchema,
  ZListPaymentsResponseSchema,
  ZMySubscriptionResponseSchema,
  ZPaymentIdParamsSchema,
  ZPaymentSchema,
  ZPlansResponseSchema,
  ZSubscriptionSchema,
} from '../billing/billing-schemas';
import { billing } from './operation-groups';

/** Plans are public; everything else is the caller's own. */
export const findPlans = billing.get('/api/billing/plans', {
  name: 'findPlans',
  summary: 'The plans, their prices and limits',
  auth: 'public',
  responses: { 200: ZPlansResponseSchema },
});

export const getMySubscription = billing.get('/api/billing/subscription', {
  name: 'getMySubscription',
  summary: "The caller's plan, its limits and what is used",
  auth: 'signed-in',
  responses: { 200: ZMySubscriptionResponseSchema },
});

export const createCheckout = billing.post('/api/billing/checkout', {
  name: 'createCheckout',
  summary: 'Pay for a plan (idempotent per Idempotency-Key)',
  auth: 'signed-in',
  body: ZCheckoutRequestSchema,
  responses: { 200: ZCheckoutResponseSchema },
});

export const confirmPayment = billing.post('/api/billing/payments/{id}/confirm', {
  name: 'confirmPayment',
  summary: "Finish a payment after the card issuer's authentication",
  auth: 'signed-in',
  params: ZPaymentIdParamsSchema,
  body: ZConfirmPaymentRequestSchema,
  responses: { 200: ZCheckoutResponseSchema },
});

export const findPayments = billing.get('/api/billing/payments', {
  name: 'findPayments',
  summary: "The caller's payments",
  auth: 'signed-in',
  responses: { 200: ZListPaymentsResponseSchema },
});

export const getPayment = billing.get('/api/billing/payments/{id}', {
  name: 'getPayment',
  summary: "One of the caller's payments",
  auth: 'signed-in',
  params: ZPaymentIdParamsSchema,
  responses: { 200: ZPaymentSchema },
});

export const cancelSubscription = billing.post('/api/billing/subscription/cancel', {
  name: 'cancelSubscription',
  summary: "Cancel the caller's subscription at the end of the period",
  auth: 'signed-in',
  responses: { 200: ZSubscriptionSchema },
});
