import { randomBytes } from 'node:crypto';
import {
  BILLING_CURRENCY,
  BILLING_ERROR_CODES as CODES,
  BILLING_MESSAGES as M,
  PLANS,
  PLAN_LIST,
  cardBrand,
  expiryProblem,
  parseExpiry,
  type PlanId,
  type TCheckoutInput,
  type TCheckoutResponse,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { sha256 } from '../../lib/crypto';
import type { Actor } from '../../core/actor';
import { createPlanLimits } from './billing.limits';
import { billingPolicy as policy } from './billing.policy';
import type { BillingPorts } from './billing.ports';
import { createPaymentOutcomes } from './billing.outcome';
import * as repo from './billing.repo';
import type { PaymentRow } from './billing.repo';
import { presentPayment, presentSubscription } from './billing.presenter';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentResult,
} from './payment-provider';

export interface BillingServiceOptions extends BillingPorts {
  provider: PaymentProvider;
  /** How long a repeated request waits for the first one to finish before answering 409. */
  replayWaitMs?: number;
}

const FINAL = new Set(['succeeded', 'declined', 'failed']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function receiptNumber(now: Date) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `NW-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function createBillingService(ctx: AppContext, options: BillingServiceOptions) {
  const { db, clock } = ctx;
  const { provider } = options;
  const replayWaitMs = options.replayWaitMs ?? 5000;
  const limits = createPlanLimits(ctx, options);
  const { finish, failed, settleIfStale, settleStale } = createPaymentOutcomes(ctx, provider);

  const present = (row: PaymentRow) => presentPayment(row, provider.testMode);

  async function checkoutResponse(row: PaymentRow): Promise<TCheckoutResponse> {
    const subscription =
      row.status === 'succeeded'
        ? await repo.findCurrentSubscription(db, row.userId, clock.now())
        : undefined;
    return {
      payment: present(row),
      subscription:
        subscription && subscription.paymentId === row.id
          ? presentSubscription(subscription)
          : null,
    };
  }

  /** A repeat of a key in flight waits for the first request, then answers what it answered. */
  async function settled(row: PaymentRow): Promise<PaymentRow> {
    let current = await settleIfStale(row);
    const deadline = Date.now() + replayWaitMs;
    while (current.status === 'processing' && Date.now() < deadline) {
      await sleep(50);
      current = (await repo.findPayment(db, row.id)) ?? current;
    }
    if (current.status === 'processing') throw new ApiError(409, CODES.inProgress, M.inProgress);
    return current;
  }

  /**
   * One checkout at a time per account, whatever its key (a second tab must not charge too), and
   * never the plan already held. Under the account's checkout lock. In this order: a checkout
   * ends by leaving `processing` and starting its plan in one commit, so once this sees no
   * checkout in flight, the plan read after it sees that checkout's plan.
   */
  async function assertNoneInFlightAndNotOnPlan(tx: Executor, userId: string, planId: PlanId) {
    if (await repo.findProcessingPayment(tx, userId)) {
      throw new ApiError(409, CODES.inProgress, M.inProgress);
    }
    if ((await limits.planOf(userId, tx)) === planId) {
      throw new ApiError(409, CODES.alreadyOnPlan, M.alreadyOnPlan(PLANS[planId]));
    }
  }

  async function ownPayment(actor: Actor, id: string) {
    const row = await repo.findPayment(db, id);
    // Someone else's payment answers like a missing one: ids leak nothing.
    if (!row || !policy.canSeePayment(actor, row)) throw ApiError.notFound(M.paymentNotFound);
    return row;
  }

  return {
    plans() {
      return {
        plans: PLAN_LIST.map((plan) => ({
          ...plan,
          forRoles: [...plan.forRoles],
          features: [...plan.features],
        })),
        currency: BILLING_CURRENCY,
        testMode: provider.testMode,
      };
    },

    mySubscription: (actor: Actor) => limits.summary(actor),

    /** Start-up: settles checkouts whose request died with the previous process. */
    settleStale: () => settleStale(),

    async checkout(
      actor: Actor,
      input: TCheckoutInput,
    ): Promise<TCheckoutResponse & { replayed: boolean }> {
      const plan = PLANS[input.planId];
      const { card } = input;
      const requestHash = sha256(
        [input.planId, input.interval, cardBrand(card.number), card.number.slice(-4)].join('|'),
      );
      const existing = await repo.findPaymentByKey(db, actor.id, input.idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash) {
          throw new ApiError(409, CODES.keyReused, M.keyReused);
        }
        return { ...(await checkoutResponse(await settled(existing))), replayed: true };
      }

      if (input.planId === 'free') throw ApiError.badRequest(M.freePlan);
      if (!policy.canBuy(actor, input.planId)) {
        throw new ApiError(403, CODES.planNotForRole, M.planNotForRole(plan));
      }
      const now = clock.now();
      const expired = expiryProblem(card.expiry, now);
      if (expired) throw ApiError.badRequest(expired);
      // A checkout of this account that died mid-way would otherwise block every new one.
      await settleStale(actor.id);
      const claim = await db.transaction(async (tx) => {
        await repo.lockAccountCheckouts(tx, actor.id);
        const sameKey = await repo.findPaymentByKey(tx, actor.id, input.idempotencyKey);
        if (sameKey) return { replayed: true as const, row: sameKey };
        await assertNoneInFlightAndNotOnPlan(tx, actor.id, input.planId);
        const row = await repo.claimPayment(tx, {
          userId: actor.id,
          idempotencyKey: input.idempotencyKey,
          requestHash,
          receiptNumber: receiptNumber(now),
          planId: input.planId,
          interval: input.interval,
          amount: plan.prices[input.interval],
          currency: BILLING_CURRENCY,
          status: 'processing',
          provider: provider.name,
          cardBrand: cardBrand(card.number),
          cardLast4: card.number.slice(-4),
          createdAt: now,
          updatedAt: now,
        });
        return { replayed: false as const, row: row! };
      });
      if (claim.replayed) {
        // The same key arrived twice at once: this request answers the first one's result.
        if (claim.row.requestHash !== requestHash) {
          throw new ApiError(409, CODES.keyReused, M.keyReused);
        }
        return { ...(await checkoutResponse(await settled(claim.row))), replayed: true };
      }
      const claimed = claim.row;

      const expiry = parseExpiry(card.expiry)!;
      let result: ProviderPaymentResult;
      try {
        result = await provider.createPayment({
          amount: claimed.amount,
          currency: claimed.currency,
          description: `Nestwise ${plan.name} (${input.interval})`,
          card: {
            number: card.number,
            expMonth: expiry.month,
            expYear: expiry.year,
            cvc: card.cvc,
            name: card.name,
          },
          idempotencyKey: `${actor.id}:${input.idempotencyKey}`,
          customerId: actor.id,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return { ...(await checkoutResponse(await failed(claimed))), replayed: false };
      }
      return { ...(await checkoutResponse(await finish(claimed, result))), replayed: false };
    },

    /** The second step's outcome; repeating it answers the payment as it now stands. */
    async confirm(actor: Actor, id: string, authenticated: boolean): Promise<TCheckoutResponse> {
      const row = await ownPayment(actor, id);
      if (row.status !== 'requires_action') {
        if (FINAL.has(row.status)) return checkoutResponse(row);
        return checkoutResponse(await settled(row));
      }
      // A second step charges too: the same one-at-a-time rule as a checkout.
      const claimed = await db.transaction(async (tx) => {
        await repo.lockAccountCheckouts(tx, actor.id);
        const current = await repo.findPayment(tx, id);
        if (current?.status !== 'requires_action') return undefined;
        await assertNoneInFlightAndNotOnPlan(tx, actor.id, current.planId);
        return repo.claimConfirmation(tx, id, clock.now());
      });
      if (!claimed) return checkoutResponse(await settled(await ownPayment(actor, id)));
      let result: ProviderPaymentResult;
      try {
        result = await provider.confirmPayment({
          reference: claimed.providerReference!,
          authenticated,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return checkoutResponse(await failed(claimed));
      }
      return checkoutResponse(await finish(claimed, result));
    },

    async payment(actor: Actor, id: string) {
      return present(await ownPayment(actor, id));
    },

    async payments(actor: Actor) {
      return { items: (await repo.listPayments(db, actor.id)).map(present) };
    },

    /** Cancels at the end of the paid period: the plan stays until then, nothing is refunded. */
    async cancel(actor: Actor) {
      const now = clock.now();
      const current = await repo.findCurrentSubscription(db, actor.id, now);
      if (!current) throw new ApiError(404, CODES.noSubscription, M.noSubscription);
      const cancelled = (await repo.markCancelAtPeriodEnd(db, current.id, now)) ?? current;
      return presentSubscription(cancelled);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
