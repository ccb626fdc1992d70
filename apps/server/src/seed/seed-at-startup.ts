import type { AppContext } from '../core/app-context';
import { underStartupLock } from '../db/startup-lock';
import { seedMarketSales } from '../modules/market/market.seed';
import { seed } from './seed';

interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Everything start-up writes (demo accounts, the ADMIN_EMAIL admin, plans, listings, sales),
 * under the migrations' advisory lock: each step reads before it inserts, so two nodes starting
 * together on an empty database would both insert the same demo account and one would stop on
 * its unique email. Taking turns, the second finds the first one's rows and adds nothing.
 */
export async function seedAtStartup(ctx: AppContext, log: StartupLog): Promise<void> {
  await underStartupLock(ctx.database, async () => {
    for (const warning of await seed(ctx)) log.warn(warning);
    await seedMarketSales(ctx, log);
  });
}
