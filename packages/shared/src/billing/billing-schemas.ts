import { z } from 'zod';
import { BILLING_MESSAGES as M } from './billing-messages';
import {
  CARD_BRANDS,
  cardDigits,
  cardholderNameProblem,
  cardNumberProblem,
  cvcProblem,
  parseExpiry,
} from './card';
import { BILLING_INTERVALS, PLAN_IDS } from './plans';
import { itemList } from '../schemas/page';

export const ZPlanIdSchema = z.enum(PLAN_IDS, { error: M.planInvalid });
export const ZBillingIntervalSchema = z.enum(BILLING_INTERVALS, { error: M.intervalInvalid });

const ZPlanLimitsSchema = z.object({
  activeListings: z.number().int().nullable(),
  aiToolRunsPerMonth: z.number().int().nullable(),
});

export const ZPlanSchema = z.object({
  id: ZPlanIdSchema,
  name: z.string(),
  tagline: z.string(),
  prices: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  forRoles: z.array(z.enum(['buyer', 'agent', 'admin'])),
  limits: ZPlanLimitsSchema,
  features: z.array(z.string()),
});

/** GET /api/billing/plans */
export const ZPlansResponseSchema = z.object({
  plans: z.array(ZPlanSchema),
  currency: z.string(),
  /** True while the embedded test provider takes the payments: no money moves. */
  testMode: z.boolean(),
});
export type TPlansResponse = z.infer<typeof ZPlansResponseSchema>;

/**
 * The card as typed. Expiry is checked for shape here; "already expired" needs a clock, so the
 * server checks it against its own (the form does the same with the browser's).
 */
export const ZCardSchema = z
  .object({
    number: z.string({ error: M.cardNumberRequired }).max(40),
    expiry: z.string({ error: M.expiryRequired }).max(10),
    cvc: z.string({ error: M.cvcRequired }).max(10),
    name: z.string({ error: M.nameRequired }).max(200),
  })
  .superRefine((card, ctx) => {
    const number = cardNumberProblem(card.number);
    if (number) ctx.addIssue({ code: 'custom', path: ['number'], message: number });
    if (!card.expiry.trim()) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: M.expiryRequired });
    } else if (!parseExpiry(card.expiry)) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: M.expiryFormat });
    }
    const cvc = cvcProblem(card.cvc, card.number);
    if (cvc) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvc });
    const name = cardholderNameProblem(card.name);
    if (name) ctx.addIssue({ code: 'custom', path: ['name'], message: name });
  })
  .transform((card) => ({ ...card, number: cardDigits(card.number), name: card.name.trim() }));
export type TCardInput = z.input<typeof ZCardSchema>;

/** One checkout's key: made once by the client and reused on reload, so nothing is charged twice. */
export const ZIdempotencyKeySchema = z
  .string({ error: M.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, M.idempotencyKeyInvalid);

/** POST /api/billing/checkout */
export const ZCheckoutRequestSchema = z.object({
  planId: ZPlanIdSchema,
  interval: ZBillingIntervalSchema,
  card: ZCardSchema,
  idempotencyKey: ZIdempotencyKeySchema,
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequestSchema>;
export type TCheckoutInput = z.output<typeof ZCheckoutRequestSchema>;

export const PAYMENT_STATUSES = [
  'processing',
  'requires_action',
  'succeeded',
  'declined',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ZPaymentSchema = z.object({
  id: z.string(),
  /** Printed on the receipt, e.g. NW-20261121-3F9A2C. */
  receiptNumber: z.string(),
  planId: ZPlanIdSchema,
  planName: z.string(),
  interval: ZBillingIntervalSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  cardBrand: z.enum(CARD_BRANDS),
  cardLast4: z.string(),
  /** Why it was declined or failed, in words for the user. */
  failureMessage: z.string().nullable(),
  failureCode: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  testMode: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'ended'] as const;

export const ZSubscriptionSchema = z.object({
  id: z.string(),
  planId: ZPlanIdSchema,
  planName: z.string(),
  interval: ZBillingIntervalSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

/** GET /api/billing/subscription: the plan in force (Free without a subscription) and usage. */
export const ZMySubscriptionResponseSchema = z.object({
  planId: ZPlanIdSchema,
  planName: z.string(),
  subscription: ZSubscriptionSchema.nullable(),
  usage: z.object({
    aiToolRuns: z.number().int(),
    aiToolRunsLimit: z.number().int().nullable(),
    activeListings: z.number().int(),
    activeListingsLimit: z.number().int().nullable(),
  }),
});
export type TMySubscriptionResponse = z.infer<typeof ZMySubscriptionResponseSchema>;

export const ZCheckoutResponseSchema = z.object({
  payment: ZPaymentSchema,
  subscription: ZSubscriptionSchema.nullable(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponseSchema>;

export const ZPaymentIdParamsSchema = z.object({ id: z.uuid({ error: M.paymentNotFound }) });

/** POST /api/billing/payments/{id}/confirm: the outcome of the card's second step. */
export const ZConfirmPaymentRequestSchema = z.object({
  /** In test mode the dialog lets the user pass or fail the bank's check. */
  authenticated: z.boolean({ error: 'Say whether the authentication passed' }),
});
export type TConfirmPaymentRequest = z.infer<typeof ZConfirmPaymentRequestSchema>;

export const ZListPaymentsResponseSchema = itemList(ZPaymentSchema);
export type TListPaymentsResponse = z.infer<typeof ZListPaymentsResponseSchema>;
