import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteHandle, type DatabaseHandle } from '../../db/client';
import {
  createSearchCache,
  type FreshenAtVersion,
  type SearchPage,
} from './properties.search-cache';

/**
 * A kept page is checked against the version its freshening read in the same statement (decision
 * 0710): a page is reused only at the version it was kept at, whatever happened between the
 * lookup and that read.
 */
describe('search page cache: the version read with the freshening', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const pglite = new PGlite();
    await pglite.exec(
      'create table listings_version (id int primary key, version bigint not null); insert into listings_version values (1, 5);',
    );
    handle = createPgliteHandle(pglite);
  });
  afterAll(() => handle.close());

  const pageOf = (totalCount: number): SearchPage => ({
    rows: [],
    totalCount,
    totalCountCapped: false,
    nextCursor: null,
  });
  /** Reports `version` and marks the page it freshened (count + 1000), as fresh counts would. */
  const freshenAt =
    (version: number): FreshenAtVersion =>
    async (kept) => ({ version, page: { ...kept, totalCount: kept.totalCount + 1000 } });
  const never = () => Promise.reject(new Error('the kept page should have been used'));

  it('uses a kept page at its version, and reads afresh once the version moved on', async () => {
    const cache = createSearchCache(handle, { entries: 10, bytes: 1_000_000 });
    expect((await cache.page('k', async () => pageOf(1), freshenAt(5))).totalCount).toBe(1);
    expect((await cache.page('k', never, freshenAt(5))).totalCount).toBe(1001);
    // A listing changed: the freshening's statement reads version 6, so the page is read again.
    expect((await cache.page('k', async () => pageOf(2), freshenAt(6))).totalCount).toBe(2);
    expect((await cache.page('k', never, freshenAt(6))).totalCount).toBe(1002);
  });

  it('freshens the page another request kept meanwhile, never the one it looked up first', async () => {
    const cache = createSearchCache(handle, { entries: 10, bytes: 1_000_000 });
    await cache.page('k', async () => pageOf(1), freshenAt(5));
    let calls = 0;
    const racing: FreshenAtVersion = async (kept) => {
      calls += 1;
      // While this request's statement runs, another request finds version 7 and keeps page 3.
      if (calls === 1) await cache.page('k', async () => pageOf(3), freshenAt(7));
      return { version: 7, page: { ...kept, totalCount: kept.totalCount + 1000 } };
    };
    expect((await cache.page('k', never, racing)).totalCount).toBe(1003);
  });

  it('keeps nothing when turned off: every request reads', async () => {
    const cache = createSearchCache(handle, { entries: 0, bytes: 1_000_000 });
    expect((await cache.page('k', async () => pageOf(1), freshenAt(5))).totalCount).toBe(1);
    expect((await cache.page('k', async () => pageOf(2), freshenAt(5))).totalCount).toBe(2);
  });
});
