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
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** Plans are public; everything else is the caller's own. */
export const findPlans = defineOperation({
  name: 'findPlans',
  method: 'GET',
  path: '/api/billing/plans',
  summary: 'The plans, their prices and limits',
  tags: ['billing'],
  auth: 'public',
  responses: { 200: ZPlansResponseSchema, ...apiErrors },
});

export const getMySubscription = defineOperation({
  name: 'getMySubscription',
  method: 'GET',
  path: '/api/billing/subscription',
  summary: "The caller's plan, its limits and what is used",
  tags: ['billing'],
  auth: 'signed-in',
  responses: { 200: ZMySubscriptionResponseSchema, ...apiErrors },
});

export const createCheckout = defineOperation({
  name: 'createCheckout',
  method: 'POST',
  path: '/api/billing/checkout',
  summary: 'Pay for a plan (idempotent per Idempotency-Key)',
  tags: ['billing'],
  auth: 'signed-in',
  body: ZCheckoutRequestSchema,
  responses: { 200: ZCheckoutResponseSchema, ...apiErrors },
});

export const confirmPayment = defineOperation({
  name: 'confirmPayment',
  method: 'POST',
  path: '/api/billing/payments/{id}/confirm',
  summary: "Finish a payment after the card issuer's authentication",
  tags: ['billing'],
  auth: 'signed-in',
  params: ZPaymentIdParamsSchema,
  body: ZConfirmPaymentRequestSchema,
  responses: { 200: ZCheckoutResponseSchema, ...apiErrors },
});

export const findPayments = defineOperation({
  name: 'findPayments',
  method: 'GET',
  path: '/api/billing/payments',
  summary: "The caller's payments",
  tags: ['billing'],
  auth: 'signed-in',
  responses: { 200: ZListPaymentsResponseSchema, ...apiErrors },
});

export const getPayment = defineOperation({
  name: 'getPayment',
  method: 'GET',
  path: '/api/billing/payments/{id}',
  summary: "One of the caller's payments",
  tags: ['billing'],
  auth: 'signed-in',
  params: ZPaymentIdParamsSchema,
  responses: { 200: ZPaymentSchema, ...apiErrors },
});

export const cancelSubscription = defineOperation({
  name: 'cancelSubscription',
  method: 'POST',
  path: '/api/billing/subscription/cancel',
  summary: "Cancel the caller's subscription at the end of the period",
  tags: ['billing'],
  auth: 'signed-in',
  responses: { 200: ZSubscriptionSchema, ...apiErrors },
});
