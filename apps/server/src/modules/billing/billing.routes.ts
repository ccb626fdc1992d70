import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscription,
  confirmPayment,
  createCheckout,
  findPayments,
  findPlans,
  getMySubscription,
  getPayment,
} from '@nestwise/shared/contracts';
import type { Authenticator } from '../../core/actor';
import { callerRateLimitKey } from '../../plugins/rate-limit-key';
import type { BillingService } from './billing.service';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';

/** Card attempts per caller and minute: enough for typos, too few to test stolen card numbers. */
export const CHECKOUT_PER_MINUTE = 10;

/** /api/billing/*: plans are public, everything else is the caller's own. */
export function billingRoutes(auth: Authenticator, billing: BillingService): FastifyPluginAsyncZod {
  const limited = {
    rateLimit: {
      max: CHECKOUT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: callerRateLimitKey(auth, 'billing'),
    },
  };
  return async (app) => {
    // Checkouts left processing by a crash of the previous process are settled before serving.
    app.addHook('onReady', async () => {
      await billing.settleStale().catch((error: unknown) => {
        app.log.error({ err: error }, 'settling stuck checkouts failed; retries settle them');
      });
    });

    app.get(...fromContract(findPlans), async () => billing.plans());

    app.get(...fromContract(getMySubscription), async (request) =>
      billing.mySubscription(callerOf(request)),
    );

    app.post(...fromContract(createCheckout, { config: limited }), async (request, reply) => {
      const { replayed, ...result } = await billing.checkout(callerOf(request), request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return result;
    });

    app.post(...fromContract(confirmPayment, { config: limited }), async (request) =>
      billing.confirm(callerOf(request), request.params.id, request.body.authenticated),
    );

    app.get(...fromContract(findPayments), async (request) => billing.payments(callerOf(request)));

    app.get(...fromContract(getPayment), async (request) =>
      billing.payment(callerOf(request), request.params.id),
    );

    app.post(...fromContract(cancelSubscription), async (request) =>
      billing.cancel(callerOf(request)),
    );
  };
}
