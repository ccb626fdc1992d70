import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingInterval, CardBrand, PaymentStatus, PlanId } from '@nestwise/shared';
import { tableWithId, timestamptz } from '../../db/columns';

/**
 * Billing (issue 9). Owner columns hold account ids without foreign keys, like the rest of the
 * account data; account deletion removes the rows (billing.hooks.ts).
 */
export const subscriptions = tableWithId(
  'subscriptions',
  {
    userId: uuid('user_id').notNull(),
    planId: text('plan_id').$type<PlanId>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    /** active until replaced by another plan or past its period; ended rows are history. */
    status: text('status').$type<'active' | 'ended'>().notNull(),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamptz('cancelled_at'),
    endedAt: timestamptz('ended_at'),
    /** The payment that started it; null for a complimentary (seeded) subscription. */
    paymentId: uuid('payment_id'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    // At most one active subscription per account: the plan lookup on every listing create and
    // AI tool run is one index probe.
    uniqueIndex('subscriptions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row per checkout attempt. Only the brand and last four digits of a card are kept: never
 * the number or the security code.
 */
export const payments = tableWithId(
  'payments',
  {
    userId: uuid('user_id').notNull(),
    /** The client's key for this checkout: a repeat answers with this row instead of charging. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of plan + interval + card, so a reused key with a different order is refused. */
    requestHash: text('request_hash').notNull(),
    receiptNumber: text('receipt_number').notNull().unique(),
    planId: text('plan_id').$type<PlanId>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    cardBrand: text('card_brand').$type<CardBrand>().notNull(),
    cardLast4: text('card_last4').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    subscriptionId: uuid('subscription_id'),
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    paidAt: timestamptz('paid_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** AI tool runs per signed-in account and UTC month ('2026-11'). */
export const aiToolUsage = pgTable(
  'ai_tool_usage',
  {
    userId: uuid('user_id').notNull(),
    period: text('period').notNull(),
    runs: integer('runs').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/**
 * The embedded test provider's own side (test-payment-provider.ts): what a real provider keeps on
 * its servers. In the database, so a payment created through one node can be confirmed, found or
 * refunded through another, and a retried idempotency key answers its first result on any node.
 */
export const testProviderPayments = tableWithId('test_provider_payments', {
  reference: text('reference').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').$type<'succeeded' | 'requires_action' | 'declined'>().notNull(),
  cardBrand: text('card_brand').$type<CardBrand>().notNull(),
  cardLast4: text('card_last4').notNull(),
  declineCode: text('decline_code').$type<'card_declined' | 'authentication_failed'>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
