import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, tableNames } from '../../test/test-database';
import { migrateDatabase } from './migrate';

describe('migrateDatabase on an already migrated database (a second start)', () => {
  it('changes nothing and fails nothing', async () => {
    const handle = await createTestDatabase({
      pglitePath: inject('pgliteTemplatePath') || undefined,
      serverUrl: inject('postgresServerUrl') || undefined,
      templateName: inject('postgresTemplateName') || undefined,
    });
    try {
      const before = await tableNames(handle);
      await migrateDatabase(handle);
      expect(await tableNames(handle)).toEqual(before);
      expect(before).toEqual(
        expect.arrayContaining(['identity_accounts', 'user_details', 'saved_properties']),
      );
    } finally {
      await handle.close();
    }
  });
});
