import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_REUSED_MESSAGE } from '@nestwise/shared';
import { copyTestDatabase } from '../../test/test-database-copy';
import { notifications } from '../modules/notifications/notifications.schema';
import type { DatabaseHandle } from './client';
import { BatchReusedError, createWriteBatch } from './write-batch';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await copyTestDatabase();
});
afterAll(() => database.close());

const USER = '00000000-0000-4000-8000-000000000001';
const titles = async () =>
  (
    await database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, USER))
  )
    .map((row) => row.title)
    .sort();
const note = (title: string) => ({ userId: USER, kind: 'test', title });

describe('createWriteBatch', () => {
  it('applies every write on commit, none before', async () => {
    const batch = createWriteBatch(database.db)
      .add((tx) => tx.insert(notifications).values(note('a')))
      .add((tx) => tx.insert(notifications).values(note('b')));
    expect(batch.size).toBe(2);
    expect(await titles()).toEqual([]);
    await batch.commit();
    expect(await titles()).toEqual(['a', 'b']);
    await database.db.delete(notifications).where(eq(notifications.userId, USER));
  });

  it('applies none when one write fails', async () => {
    const batch = createWriteBatch(database.db)
      .add((tx) => tx.insert(notifications).values(note('kept?')))
      .add(async () => {
        throw new Error('second write failed');
      });
    await expect(batch.commit()).rejects.toThrow('second write failed');
    expect(await titles()).toEqual([]);
  });

  it('refuses reuse after commit() with the spec message', async () => {
    const batch = createWriteBatch(database.db);
    await batch.commit();
    expect(() => batch.add(async () => undefined)).toThrow(BatchReusedError);
    expect(() => batch.add(async () => undefined)).toThrow(
      'A write batch can no longer be used after commit() has been called.',
    );
    await expect(batch.commit()).rejects.toThrow(BATCH_REUSED_MESSAGE);
  });

  it('refuses reuse even after a failed commit', async () => {
    const batch = createWriteBatch(database.db).add(async () => {
      throw new Error('boom');
    });
    await expect(batch.commit()).rejects.toThrow('boom');
    expect(() => batch.add(async () => undefined)).toThrow(BATCH_REUSED_MESSAGE);
  });

  it('refuses a second commit() started before the first one finished', async () => {
    const batch = createWriteBatch(database.db).add((tx) =>
      tx.insert(notifications).values(note('once')),
    );
    const results = await Promise.allSettled([batch.commit(), batch.commit()]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await titles()).toEqual(['once']);
  });
});
