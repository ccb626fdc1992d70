import type { FastifyRequest } from 'fastify';
import type { Actor, Authenticator } from '../../plugins/authenticate';
import type { BillingService } from './billing.service';

/** What the listings service asks before creating a listing. */
export interface ListingQuota {
  assertCanCreate(actor: Actor): Promise<void>;
}

export const listingQuota = (billing: BillingService): ListingQuota => ({
  assertCanCreate: (actor) => billing.assertCanCreateListing(actor),
});

/**
 * A preHandler for the AI tool routes (after validation, so a refused input costs no run). The
 * tools are public: a missing or unusable token is an anonymous run, limited per address only.
 */
export function aiToolUsageGate(auth: Authenticator, billing: BillingService) {
  return async (request: FastifyRequest) => {
    const actor = await auth.optional(request).catch(() => null);
    await billing.recordAiToolRun(actor);
  };
}
