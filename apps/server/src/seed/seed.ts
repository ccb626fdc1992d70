import type { AppContext } from '../app-context';
import { seedAccounts } from './seed-accounts';
import { seedProperties } from './seed-properties';

/** Demo data for the embedded default; every step is idempotent, so a restart adds nothing. */
export async function seed(ctx: AppContext) {
  await seedAccounts(ctx);
  await seedProperties(ctx);
}
