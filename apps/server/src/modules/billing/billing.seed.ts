import { periodEnd, type PaidPlanId } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import * as repo from './billing.repo';

/**
 * Demo plans: the demo agent on Brokerage (the demo and the e2e journeys create many listings as
 * it) and the demo buyer on Buyer Pro (journeys run the AI tools signed in as it).
 */
export const DEMO_PLANS: ReadonlyArray<{ email: string; planId: PaidPlanId }> = [
  { email: 'agent@demo.nestwise.dev', planId: 'brokerage' },
  { email: 'buyer@demo.nestwise.dev', planId: 'buyer-pro' },
];

/** A complimentary yearly subscription without a payment, unless one is already in force. */
export async function grantComplimentary(ctx: AppContext, userId: string, planId: PaidPlanId) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (await repo.findCurrentSubscription(tx, userId, now)) return;
    await repo.endActiveSubscription(tx, userId, now);
    await repo.insertSubscription(tx, {
      userId,
      planId,
      interval: 'yearly',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(now, 'yearly'),
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** Idempotent: a restart adds nothing while the demo subscriptions are in force. */
export async function seedDemoPlans(
  ctx: AppContext,
  accountIdByEmail: (email: string) => Promise<string | undefined>,
) {
  if (!ctx.config.seedDemo) return;
  for (const demo of DEMO_PLANS) {
    const accountId = await accountIdByEmail(demo.email);
    if (accountId) await grantComplimentary(ctx, accountId, demo.planId);
  }
}
