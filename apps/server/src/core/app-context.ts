import type { SignUpRole } from '@nestwise/shared';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer, ObjectStore, SigningKeys, TokenSigner } from './ports';
import type { ListingHooks } from './listing-hooks';

export interface NewAccountProfile {
  firstName: string;
  lastName: string;
  /** Chosen at sign-up (buyer or agent; never admin); buyer when not given. */
  role?: SignUpRole;
}

/**
 * What other modules do when an account is created or deleted, inside the identity service's
 * transaction: users creates userDetails; every owner of per-user rows removes them.
 */
export interface AccountHooks {
  onCreated: Array<
    (
      tx: Transaction,
      account: { id: string; email: string; createdAt: Date },
      profile: NewAccountProfile,
    ) => Promise<void>
  >;
  onDeleting: Array<(tx: Transaction, accountId: string) => Promise<void>>;
  /**
   * After a deactivation committed (users: PATCH status Inactive): what this node holds open for
   * the account ends at once (notifications: its event streams).
   */
  onDeactivated: Array<(accountId: string) => void>;
}

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  keys: SigningKeys;
  tokens: TokenSigner;
  mailer: Mailer;
  accountHooks: AccountHooks;
  /** Listing events other modules listen to (saved-search alerts); see properties.events.ts. */
  listingHooks: ListingHooks;
  objectStore: ObjectStore;
  /** The shared Redis when REDIS_URL is set (core/redis.ts); undefined keeps counters in process. */
  redis: Redis | undefined;
  /** Prometheus metrics (core/metrics.ts); modules register theirs here. */
  metrics: Registry;
}
