import {
  BILLING_ERROR_CODES as CODES,
  BILLING_MESSAGES as M,
  PLANS,
  periodEnd,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { createNotifier } from '../notifications';
import { notificationMessages } from '../notifications';
import * as repo from './billing.repo';
import type { PaymentRow } from './billing.repo';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentResult,
} from './payment-provider';

/**
 * A checkout `processing` for longer than this lost its request (the server died between the
 * provider's answer and the commit): the provider's own calls time out well before (Stripe's
 * client after 80 s), so nothing is still on its way. It is settled by asking the provider.
 */
export const PROCESSING_STALE_MS = 2 * 60_000;

/** Writing what the provider answered, in time or (after a crash) when asked again. */
export function createPaymentOutcomes(ctx: AppContext, provider: PaymentProvider) {
  const { db, clock } = ctx;
  const notifier = createNotifier(ctx);

  /**
   * Writes the provider's answer. A success starts the subscription (ending the previous one) and
   * notifies the user, in one transaction; if that fails, the money goes back.
   */
  async function finish(row: PaymentRow, result: ProviderPaymentResult): Promise<PaymentRow> {
    const now = clock.now();
    const base = {
      providerReference: result.reference,
      cardBrand: result.brand,
      cardLast4: result.last4,
      updatedAt: now,
    };
    if (result.status === 'requires_action') {
      return repo.updatePayment(db, row.id, { ...base, status: 'requires_action' });
    }
    if (result.status === 'declined') {
      const authentication = result.declineCode === 'authentication_failed';
      return repo.updatePayment(db, row.id, {
        ...base,
        status: 'declined',
        failureCode: authentication ? CODES.authenticationFailed : CODES.declined,
        failureMessage: authentication ? M.authenticationFailed : M.declined,
      });
    }
    try {
      return await db.transaction(async (tx) => {
        const locked = await repo.lockPayment(tx, row.id);
        if (!locked || locked.status === 'succeeded') return locked!;
        const end = periodEnd(now, row.interval);
        await repo.endActiveSubscription(tx, row.userId, now);
        const subscription = await repo.insertSubscription(tx, {
          userId: row.userId,
          planId: row.planId,
          interval: row.interval,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: end,
          paymentId: row.id,
          createdAt: now,
          updatedAt: now,
        });
        const paid = await repo.updatePayment(tx, row.id, {
          ...base,
          status: 'succeeded',
          subscriptionId: subscription.id,
          periodStart: now,
          periodEnd: end,
          paidAt: now,
        });
        await notifier.notify(
          tx,
          row.userId,
          notificationMessages.paymentSucceeded({
            amount: row.amount / 100,
            currency: row.currency,
            description: `${PLANS[row.planId].name} plan (${row.interval})`,
            receiptId: row.id,
          }),
        );
        return paid;
      });
    } catch (error) {
      // The card was charged but the plan could not start: give the money back. A refund that
      // fails too is marked for someone to settle by hand.
      const refunded = await provider
        .refundPayment({ reference: result.reference, amount: row.amount })
        .then(
          () => true,
          () => false,
        );
      await repo.updatePayment(db, row.id, {
        ...base,
        status: 'failed',
        failureCode: refunded ? 'billing/refunded' : 'billing/refund-failed',
        failureMessage: M.providerUnavailable,
      });
      throw error;
    }
  }

  const staleCutoff = () => new Date(clock.now().getTime() - PROCESSING_STALE_MS);

  /**
   * A checkout whose request died: the provider says whether it took the money (then the plan
   * starts as if the answer had come in time) or never saw the payment (then it failed and no
   * money was taken). If the provider cannot be reached the row stays and is tried again later.
   */
  async function settleIfStale(row: PaymentRow): Promise<PaymentRow> {
    if (row.status !== 'processing' || row.updatedAt >= staleCutoff()) return row;
    const claimed = await repo.claimStalePayment(db, row.id, staleCutoff(), clock.now());
    if (!claimed) return (await repo.findPayment(db, row.id)) ?? row;
    let result: ProviderPaymentResult | null;
    try {
      result = await provider.findPayment(`${row.userId}:${row.idempotencyKey}`);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      return claimed;
    }
    return result ? finish(claimed, result) : failed(claimed);
  }

  async function settleStale(userId?: string) {
    for (const row of await repo.listStaleProcessing(db, staleCutoff(), userId)) {
      await settleIfStale(row);
    }
  }

  async function failed(row: PaymentRow) {
    return repo.updatePayment(db, row.id, {
      status: 'failed',
      failureCode: CODES.providerUnavailable,
      failureMessage: M.providerUnavailable,
      updatedAt: clock.now(),
    });
  }

  return { finish, failed, settleIfStale, settleStale };
}
