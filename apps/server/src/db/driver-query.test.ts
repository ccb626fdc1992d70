import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteHandle, type DatabaseHandle } from './client';
import { queryDriver } from './driver-query';

describe('queryDriver', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const pglite = new PGlite();
    await pglite.exec(
      "create table t (id int primary key, label text); insert into t values (1, 'a'), (2, 'b'), (3, 'c');",
    );
    handle = createPgliteHandle(pglite);
  });
  afterAll(() => handle.close());

  const statement = {
    name: 'driver_query_test',
    text: 'select label from t where id = any($1::int[]) and label <> $2 order by id',
    values: [[1, 2, 3], 'b'],
  };

  it('runs a statement with its values through the driver', async () => {
    expect(await queryDriver(handle, statement)).toEqual([{ label: 'a' }, { label: 'c' }]);
  });

  it('gives the same rows through drizzle when the handle holds no driver', async () => {
    const drizzleOnly = { ...handle, pglite: undefined, pool: undefined };
    expect(await queryDriver(drizzleOnly, statement)).toEqual([{ label: 'a' }, { label: 'c' }]);
  });
});
