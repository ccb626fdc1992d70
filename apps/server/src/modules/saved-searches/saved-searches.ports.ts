import type { TSavedSearchFilters } from '@nestwise/shared';
import type { Executor } from '../../db/client';

/** An in-app notification, as the notifications module writes it. */
export interface AlertNotification {
  kind: 'saved-search-match';
  title: string;
  body: string;
  data: Record<string, unknown>;
}

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * What this module needs from the others, wired in app.ts (it imports no other module's code):
 * the listings search, the notifier, the account's address and the mailer.
 */
export interface SavedSearchPorts {
  /**
   * Which of these saved filters list this public listing: the listings module's own search
   * (GET /api/properties semantics), restricted to the one id, inside the transaction.
   */
  matchingSearches(
    tx: Executor,
    listingId: string,
    filters: TSavedSearchFilters[],
  ): Promise<boolean[]>;
  /** Writes in-app notifications inside the transaction, in one statement (the stream delivers them). */
  notifyEach(
    tx: Executor,
    items: Array<{ userId: string; input: AlertNotification }>,
  ): Promise<unknown>;
  /** Where the account's alerts go; null for an inactive or deleted account. */
  recipient(userId: string): Promise<{ email: string } | null>;
  sendMail(mail: AlertMail): Promise<void>;
  /** Mail delivery failures are logged, never thrown at the listing change. */
  log: { warn(object: unknown, message: string): void };
}
