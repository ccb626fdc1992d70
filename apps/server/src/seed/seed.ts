import type { AppContext } from '../app-context';
import { seedDemoPlans } from '../modules/billing/billing.seed';
import { seedAccounts } from './seed-accounts';
import { seedProperties } from './seed-properties';

/** Demo data for the embedded default; every step is idempotent, so a restart adds nothing. */
export async function seed(ctx: AppContext) {
  await seedAccounts(ctx);
  await seedDemoPlans(ctx);
  await seedProperties(ctx);
}
