import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './test-database';

/**
 * A fresh copy of the migrated template this test run's global setup made (PGlite, or the
 * Postgres server when TEST_DATABASE_URL is set). Apart from test-database.ts, which the global
 * setup itself imports and which must not depend on a test's context.
 */
export function copyTestDatabase(): Promise<DatabaseHandle> {
  return createTestDatabase({
    pglitePath: inject('pgliteTemplatePath') || undefined,
    serverUrl: inject('postgresServerUrl') || undefined,
    templateName: inject('postgresTemplateName') || undefined,
  });
}
