import { createRequire } from 'node:module';
import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { guardProcess } from './process-guards';
import { seedAtStartup } from './seed/seed-at-startup';
import { StartupError, assertDatabaseReachable, assertRedisReachable } from './startup-checks';

/** pino-pretty is a dev dependency: a production install (npm ci --omit=dev) logs JSON. */
function hasPrettyLogs(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logger = {
    level: config.logLevel,
    ...(config.isProduction || !process.stdout.isTTY || !hasPrettyLogs()
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }),
  };
  if (config.redisUrl) await assertRedisReachable(config.redisUrl);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.databaseUrl) {
    try {
      await assertDatabaseReachable(database, config.databaseUrl);
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger });
  await seedAtStartup(app.context, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  // The first valuation fit takes seconds to minutes (cross-validated trees per market): start it
  // in its worker now rather than on the first request (decision 0495); not for a test server,
  // which would pay it on every start (VALUATION_WARM_UP, decision 0535).
  if (config.valuationWarmUp) app.warmUpValuation();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  guardProcess(app.log);
  app.log.info(
    `Nestwise is serving ${config.publicUrl} (${database.kind === 'pglite' ? `embedded Postgres in ${config.dataDir}` : 'Postgres server'})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
