import type { AppContext } from '../../app-context';
import type { Authenticator } from '../../plugins/authenticate';
import { aiToolUsageGate, listingQuota } from './billing.gates';
import { registerBillingAccountHooks } from './billing.hooks';
import { createPlanLimits } from './billing.limits';
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
export function createBilling(
  context: AppContext,
  auth: Authenticator,
  options: { provider?: PaymentProvider; planLimits?: boolean } = {},
) {
  registerBillingAccountHooks(context.accountHooks);
  const provider = options.provider ?? new TestPaymentProvider();
  const service = createBillingService(context, { provider });
  const planLimits = options.planLimits ?? true;
  const limits = createPlanLimits(context);
  return {
    service,
    provider,
    listingQuota: planLimits ? listingQuota(limits) : undefined,
    aiToolUsageGate: planLimits ? aiToolUsageGate(auth, limits) : undefined,
    routes: billingRoutes(auth, service),
  };
}
