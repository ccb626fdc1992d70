import { SAVED_SEARCH_DIGEST_INTERVAL_MS } from '@nestwise/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { alertMail } from './saved-searches.mail';
import type { SavedSearchPorts } from './saved-searches.ports';
import * as repo from './saved-searches.repo';
import type { AlertRow } from './saved-searches.repo';
import type { UnsubscribeTokens } from './saved-searches.unsubscribe';

/**
 * Sends the alert mails that are due, from the outbox table: after a listing change commits
 * (instant) and on every scheduler tick (daily digests, and retries of failed sends). A failed
 * send is logged and retried once its lease ends; it never reaches the listing change.
 */
export function createAlertDelivery(
  deps: Pick<SavedSearchPorts, 'recipient' | 'sendMail' | 'log'> & {
    db: Database;
    clock: Clock;
    publicUrl: string;
    tokens: UnsubscribeTokens;
  },
) {
  const { db, clock } = deps;
  let running: Promise<number> | null = null;
  let again = false;

  async function deliverOnce(): Promise<number> {
    const claimed = await repo.claimDueAlerts(db, clock.now(), SAVED_SEARCH_DIGEST_INTERVAL_MS);
    if (claimed.length === 0) return 0;
    const bySearch = new Map<string, AlertRow[]>();
    for (const alert of claimed) {
      bySearch.set(alert.savedSearchId, [...(bySearch.get(alert.savedSearchId) ?? []), alert]);
    }
    const searches = await repo.findSearches(db, [...bySearch.keys()]);
    let sent = 0;
    for (const search of searches) {
      const alerts = bySearch.get(search.id)!;
      const ids = alerts.map((alert) => alert.id);
      try {
        const recipient = await deps.recipient(search.userId);
        if (recipient) {
          await deps.sendMail(
            alertMail({
              to: recipient.email,
              publicUrl: deps.publicUrl,
              search,
              alerts,
              unsubscribeToken: await deps.tokens.sign(search.id),
            }),
          );
          sent += 1;
        }
        // An inactive or deleted account's alerts are settled unsent.
        const now = clock.now();
        await repo.markMailed(db, ids, now);
        if (search.frequency === 'daily') {
          await repo.updateSearch(db, search.id, { lastDigestAt: now });
        }
      } catch (error) {
        deps.log.warn(
          { err: error, savedSearchId: search.id },
          'saved-search alert mail failed; it is retried later',
        );
      }
    }
    return sent;
  }

  /** One delivery at a time per node; a request during one runs another right after it. */
  function deliver(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverOnce();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    deliver,
    /** After a listing change committed: sends without making anyone wait for it. */
    deliverSoon() {
      deliver().catch((error: unknown) =>
        deps.log.warn(
          { err: error },
          'saved-search alert delivery failed; retried on the next tick',
        ),
      );
    },
    /** Resolves when the delivery under way (if any) is done (tests, shutdown). */
    idle: () => running?.then(() => undefined) ?? Promise.resolve(),
  };
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>;
