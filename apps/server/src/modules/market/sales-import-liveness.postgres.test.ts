import { describe } from 'vitest';
import { itKeepsHealthAnsweringThroughAnImport } from './sales-import-liveness.test-support';

/** Runs only with TEST_DATABASE_URL (see vitest.config.ts): the same check on a Postgres server. */
describe('sales import liveness (Postgres)', () => {
  itKeepsHealthAnsweringThroughAnImport();
});
