import type { AppContext } from '../../core/app-context';
import type { Authenticator } from '../../core/actor';
import { aiToolUsageGate, listingQuota } from './billing.gates';
import { registerBillingAccountHooks } from './billing.hooks';
import { createPlanLimits } from './billing.limits';
import type { BillingPorts } from './billing.ports';
import { revenuePer } from './billing.revenue-repo';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import type { PaymentProvider } from './payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

/**
 * Billing's parts for app.ts: the service (the embedded test provider unless one is given), the
 * account-deletion hook, the listing quota for the listings service, the AI tool usage gate and
 * the routes. Without `planLimits` the quota and the gate are left out (tests of other modules,
 * whose fresh agents create more listings than the Free plan allows).
 */
export function createBillingModule(
  context: AppContext,
  ports: BillingPorts & { auth: Authenticator },
  options: { provider?: PaymentProvider; planLimits?: boolean } = {},
) {
  registerBillingAccountHooks(context.accountHooks);
  const provider = options.provider ?? new TestPaymentProvider(context.db);
  const { auth } = ports;
  const service = createBillingService(context, { ...ports, provider });
  const planLimits = options.planLimits ?? true;
  const limits = createPlanLimits(context, ports);
  return {
    service,
    provider,
    listingQuota: planLimits ? listingQuota(limits) : undefined,
    aiToolUsageGate: planLimits ? aiToolUsageGate(auth, limits) : undefined,
    routes: billingRoutes(auth, service),
    figures: {
      revenuePer: (interval: 'week' | 'month', since: Date) =>
        revenuePer(context.db, interval, since),
    },
  };
}
