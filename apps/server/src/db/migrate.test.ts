import { describe, expect, it } from 'vitest';
import { tableNames } from '../../test/test-database';
import { copyTestDatabase } from '../../test/test-database-copy';
import { migrateDatabase } from './migrate';

describe('migrateDatabase on an already migrated database (a second start)', () => {
  it('changes nothing and fails nothing', async () => {
    const handle = await copyTestDatabase();
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
