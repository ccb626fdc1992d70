import { PLANS, type TPayment, type TSubscription } from '@nestwise/shared';
import type { PaymentRow, SubscriptionRow } from './billing.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentPayment(row: PaymentRow, testMode: boolean): TPayment {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    planId: row.planId,
    planName: PLANS[row.planId].name,
    interval: row.interval,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    failureMessage: row.failureMessage,
    failureCode: row.failureCode,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    testMode: testMode && row.provider === 'test',
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
  };
}

export function presentSubscription(row: SubscriptionRow): TSubscription {
  return {
    id: row.id,
    planId: row.planId,
    planName: PLANS[row.planId].name,
    interval: row.interval,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelledAt: iso(row.cancelledAt),
  };
}
