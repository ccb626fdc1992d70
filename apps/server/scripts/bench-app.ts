import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { ensureAccount } from '../src/seed/seed-accounts';

/**
 * The API as production builds it, on a freshly migrated database without demo data, and one
 * agent account to own the listings a benchmark writes. `env` adds or overrides settings.
 */
export async function openBenchApp(
  handle: DatabaseHandle,
  dataDir: string,
  { agentEmail, env = {} }: { agentEmail: string; env?: Record<string, string> },
) {
  await migrateDatabase(handle);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp({ config, database: handle });
  const agentId = await ensureAccount(app.context, {
    email: agentEmail,
    password: 'Bench!2026',
    role: 'agent',
    firstName: 'Bench',
    lastName: 'Agent',
  });
  return { app, agentId };
}
