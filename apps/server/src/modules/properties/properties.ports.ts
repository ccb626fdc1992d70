import type { Executor, Transaction } from '../../db/client';
import type { Actor } from '../../core/actor';

/** The fields of a listing that decide whether it holds a slot of its agent's plan. */
export type ListingSlotFields = { isActive: boolean; status: string; approval: string };

/** The plan's listing limit (billing implements it); unset, agents list without one. */
export interface ListingQuota {
  /** Runs in the transaction that inserts the listing. */
  assertCanCreate(actor: Actor, tx: Transaction): Promise<void>;
  /**
   * Runs in the transaction of a change: switching a listing on, reopening a sold one or editing a
   * rejected one back into review takes a slot like a new listing.
   */
  assertCanChange(
    actor: Actor,
    tx: Transaction,
    before: ListingSlotFields,
    after: ListingSlotFields,
  ): Promise<void>;
}

/** What listings need to know of accounts (identity and users implement it in app.ts). */
export interface ListingAccounts {
  /** The account using this email address, if any (an admin naming a buyer by email). */
  accountIdByEmail(db: Executor, email: string): Promise<string | undefined>;
  /** Whether a user with this id exists (an admin naming a buyer by id). */
  userExists(db: Executor, id: string): Promise<boolean>;
  /** The name a new listing shows for its agent, when the account has one. */
  displayName(db: Executor, id: string): Promise<string | undefined>;
}

export interface PropertiesPorts {
  accounts: ListingAccounts;
  listingQuota?: ListingQuota;
}
