import {
  BILLING_ERROR_CODES as CODES,
  BILLING_MESSAGES as M,
  PLANS,
  upgradeFor,
  usagePeriodOf,
  type PlanId,
  type TMySubscriptionResponse,
} from '@nestwise/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/app-context';
import type { Executor, Transaction } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import { LISTING_SLOT_RULE } from './billing.listing-slot';
import type { BillingPorts } from './billing.ports';
import { presentSubscription } from './billing.presenter';
import * as repo from './billing.repo';

/** What the plan in force allows, checked where listings are created and AI tools run. */
export function createPlanLimits(ctx: Pick<AppContext, 'db' | 'clock'>, ports: BillingPorts) {
  const { db, clock } = ctx;
  /** Listings holding a slot of the agent's plan (LISTING_SLOT_RULE), counted in `executor`. */
  const countActiveListings = (executor: Executor, agentId: string) =>
    ports.listings.countAgentListings(executor, agentId, LISTING_SLOT_RULE);

  /** The plan in force: the active subscription while its period lasts, else Free. */
  async function planOf(userId: string, executor: Executor = db): Promise<PlanId> {
    return (await repo.findCurrentSubscription(executor, userId, clock.now()))?.planId ?? 'free';
  }

  return {
    planOf,

    /** GET /api/billing/subscription: the plan in force, its subscription and this month's use. */
    async summary(actor: Actor): Promise<TMySubscriptionResponse> {
      const now = clock.now();
      const current = await repo.findCurrentSubscription(db, actor.id, now);
      const plan = PLANS[current?.planId ?? 'free'];
      return {
        planId: plan.id,
        planName: plan.name,
        subscription: current ? presentSubscription(current) : null,
        usage: {
          aiToolRuns: await repo.aiToolRuns(db, actor.id, usagePeriodOf(now)),
          aiToolRunsLimit: actor.role === 'buyer' ? plan.limits.aiToolRunsPerMonth : null,
          activeListings: actor.role === 'buyer' ? 0 : await countActiveListings(db, actor.id),
          activeListingsLimit: actor.role === 'agent' ? plan.limits.activeListings : null,
        },
      };
    },

    /**
     * Refuses a new listing beyond the agent's plan (403 billing/plan-limit naming the plan). Run
     * inside the transaction that inserts the listing: it holds a per-agent lock until that
     * commits, so two creates at once cannot both see room for one more.
     */
    async assertCanCreateListing(actor: Actor, tx: Transaction) {
      if (actor.role !== 'agent') return;
      // Everything on `tx`: the embedded database has one connection, which the transaction holds.
      const plan = PLANS[await planOf(actor.id, tx)];
      const limit = plan.limits.activeListings;
      if (limit === null) return;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-quota:${actor.id}`}))`);
      if ((await countActiveListings(tx, actor.id)) < limit) return;
      throw new ApiError(
        403,
        CODES.planLimit,
        M.listingLimit(plan, upgradeFor(actor.role, plan.id, 'activeListings')),
      );
    },

    /** Counts a signed-in buyer's AI tool run; past the plan's monthly runs, 403 naming the plan. */
    async recordAiToolRun(actor: Actor | null) {
      if (actor?.role !== 'buyer') return;
      const plan = PLANS[await planOf(actor.id)];
      const runs = await repo.recordAiToolRun(
        db,
        actor.id,
        usagePeriodOf(clock.now()),
        plan.limits.aiToolRunsPerMonth,
      );
      if (runs !== null) return;
      throw new ApiError(
        403,
        CODES.planLimit,
        M.aiToolLimit(plan, upgradeFor(actor.role, plan.id, 'aiToolRunsPerMonth')),
      );
    },
  };
}

export type PlanLimits = ReturnType<typeof createPlanLimits>;
