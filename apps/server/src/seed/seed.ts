import type { AppContext } from '../core/app-context';
import { seedDemoPlans } from '../modules/billing/billing.seed';
import { findAccountByEmail } from '../modules/identity/identity.repo';
import { seedAccounts } from './seed-accounts';
import { seedProperties } from './seed-properties';

/**
 * Demo data for the embedded default; every step is idempotent, so a restart adds nothing.
 * Answers what start-up should warn about.
 */
export async function seed(ctx: AppContext): Promise<string[]> {
  const warnings: string[] = [];
  const locked = await seedAccounts(ctx);
  if (locked.length > 0) {
    warnings.push(
      `Demo accounts ${locked.join(', ')} signed in with the published demo password; in production they now have a random one.`,
    );
  }
  if (ctx.config.isProduction && ctx.config.seedDemo) {
    warnings.push(
      'SEED_DEMO=true in production: demo listings are seeded, but no one can sign in to the demo accounts.',
    );
  }
  await seedDemoPlans(ctx, async (email) => (await findAccountByEmail(ctx.db, email))?.id);
  await seedProperties(ctx);
  return warnings;
}
