import { BATCH_REUSED_MESSAGE } from '@nestwise/shared';
import type { Database, Transaction } from './client';

export class BatchReusedError extends Error {
  override name = 'BatchReusedError';
  constructor() {
    super(BATCH_REUSED_MESSAGE);
  }
}

type Write = (tx: Transaction) => Promise<unknown>;

/**
 * Collects writes and applies them all or none in one transaction, like the original's
 * document-database write batch: once committed it can no longer be used.
 */
export interface WriteBatch {
  add(write: Write): WriteBatch;
  readonly size: number;
  commit(): Promise<void>;
}

export function createWriteBatch(db: Database): WriteBatch {
  const writes: Write[] = [];
  let committed = false;
  const ensureOpen = () => {
    if (committed) throw new BatchReusedError();
  };
  return {
    add(write) {
      ensureOpen();
      writes.push(write);
      return this;
    },
    get size() {
      return writes.length;
    },
    async commit() {
      ensureOpen();
      committed = true;
      await db.transaction(async (tx) => {
        for (const write of writes) await write(tx);
      });
    },
  };
}
