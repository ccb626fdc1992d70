import type { FastifyRequest } from 'fastify';
import type { Actor, Authenticator } from '../../core/actor';
import type { Transaction } from '../../db/client';
import type { PlanLimits } from './billing.limits';
import { takesListingSlot, type CountedFields } from './billing.listing-slot';

/** What the listings service asks before a listing takes a slot of its agent's plan. */
export interface ListingQuota {
  /** Runs in the transaction that inserts the listing. */
  assertCanCreate(actor: Actor, tx: Transaction): Promise<void>;
  /**
   * Runs in the transaction of a change: switching a listing on, reopening a sold one or editing a
   * rejected one back into review takes a slot like a new listing.
   */
  assertCanChange(
    actor: Actor,
    tx: Transaction,
    before: CountedFields,
    after: CountedFields,
  ): Promise<void>;
}

export const listingQuota = (limits: PlanLimits): ListingQuota => ({
  assertCanCreate: (actor, tx) => limits.assertCanCreateListing(actor, tx),
  assertCanChange: async (actor, tx, before, after) => {
    if (!takesListingSlot(before) && takesListingSlot(after)) {
      await limits.assertCanCreateListing(actor, tx);
    }
  },
});

/**
 * The AI tools a plan's monthly runs count. The ROI simulator and the compliance checker are left
 * out: they run by themselves in the panels of every listing page, so counting them would spend a
 * buyer's allowance on browsing (the ROI is also computed in the browser).
 */
export const COUNTED_AI_TOOL_ROUTES: ReadonlySet<string> = new Set([
  '/api/ai-tools/valuation',
  '/api/ai-tools/intelligence',
  '/api/ai-tools/deal-structuring',
  '/api/ai-tools/contract',
]);

/**
 * A preHandler for the AI tool routes (after validation, so a refused input costs no run). The
 * tools are public: a missing or unusable token is an anonymous run, limited per address only.
 */
export function aiToolUsageGate(auth: Authenticator, limits: PlanLimits) {
  return async (request: FastifyRequest) => {
    if (!COUNTED_AI_TOOL_ROUTES.has(request.routeOptions.url ?? '')) return;
    const actor = await auth.optional(request).catch(() => null);
    await limits.recordAiToolRun(actor);
  };
}
