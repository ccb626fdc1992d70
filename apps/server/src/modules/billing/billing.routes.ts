import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckoutRequestSchema,
  ZCheckoutResponseSchema,
  ZConfirmPaymentRequestSchema,
  ZListPaymentsResponseSchema,
  ZMySubscriptionResponseSchema,
  ZPaymentIdParamsSchema,
  ZPaymentSchema,
  ZPlansResponseSchema,
  ZSubscriptionSchema,
} from '@nestwise/shared';
import type { Authenticator } from '../../plugins/authenticate';
import { callerRateLimitKey } from '../../plugins/rate-limit-key';
import type { BillingService } from './billing.service';

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

    app.get(
      '/api/billing/plans',
      { schema: { response: { 200: ZPlansResponseSchema } } },
      async () => billing.plans(),
    );

    app.get(
      '/api/billing/subscription',
      { schema: { response: { 200: ZMySubscriptionResponseSchema } } },
      async (request) => billing.mySubscription(await auth.require(request)),
    );

    app.post(
      '/api/billing/checkout',
      {
        schema: { body: ZCheckoutRequestSchema, response: { 200: ZCheckoutResponseSchema } },
        config: limited,
      },
      async (request, reply) => {
        const { replayed, ...result } = await billing.checkout(
          await auth.require(request),
          request.body,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return result;
      },
    );

    app.post(
      '/api/billing/payments/:id/confirm',
      {
        schema: {
          params: ZPaymentIdParamsSchema,
          body: ZConfirmPaymentRequestSchema,
          response: { 200: ZCheckoutResponseSchema },
        },
        config: limited,
      },
      async (request) =>
        billing.confirm(await auth.require(request), request.params.id, request.body.authenticated),
    );

    app.get(
      '/api/billing/payments',
      { schema: { response: { 200: ZListPaymentsResponseSchema } } },
      async (request) => billing.payments(await auth.require(request)),
    );

    app.get(
      '/api/billing/payments/:id',
      { schema: { params: ZPaymentIdParamsSchema, response: { 200: ZPaymentSchema } } },
      async (request) => billing.payment(await auth.require(request), request.params.id),
    );

    app.post(
      '/api/billing/subscription/cancel',
      { schema: { response: { 200: ZSubscriptionSchema } } },
      async (request) => billing.cancel(await auth.require(request)),
    );
  };
}
