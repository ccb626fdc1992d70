import type { AppContext } from '../../core/app-context';
import { createAlertWriter, type ListingFacts } from './saved-searches.alerts';
import { createAlertDelivery } from './saved-searches.delivery';
import type { SavedSearchPorts } from './saved-searches.ports';
import { deleteAccountRows } from './saved-searches.repo';
import { savedSearchesRoutes } from './saved-searches.routes';
import { createAlertScheduler, type Timers } from './saved-searches.scheduler';
import { createSavedSearchesService } from './saved-searches.service';
import { createUnsubscribeTokens } from './saved-searches.unsubscribe';

/**
 * Saved searches and their alerts, for app.ts: the routes, the listeners app.ts hands to the
 * listings module's hooks, the delivery and the digest scheduler (started by app.ts, stopped
 * when the server closes). Account deletion removes the account's searches and alerts.
 */
export function createSavedSearches(
  ctx: Pick<AppContext, 'db' | 'clock' | 'keys' | 'config' | 'accountHooks'>,
  ports: SavedSearchPorts,
  options: { timers?: Timers } = {},
) {
  ctx.accountHooks.onDeleting.push((tx, accountId) => deleteAccountRows(tx, accountId));
  const tokens = createUnsubscribeTokens(ctx.keys);
  const service = createSavedSearchesService(ctx, tokens);
  const writer = createAlertWriter({ ...ports, clock: ctx.clock });
  const delivery = createAlertDelivery({
    ...ports,
    db: ctx.db,
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    tokens,
  });
  const scheduler = createAlertScheduler({
    run: delivery.deliver,
    onError: (error) => ports.log.warn({ err: error }, 'saved-search alert tick failed'),
    timers: options.timers,
  });
  return {
    service,
    routes: savedSearchesRoutes(service),
    delivery,
    scheduler,
    tokens,
    /** The listings module's events (by shape: properties.events.ts). */
    listeners: {
      onPublished: (tx: Parameters<typeof writer.published>[0], listing: ListingFacts) =>
        writer.published(tx, listing),
      onPriceDropped: (
        tx: Parameters<typeof writer.published>[0],
        listing: ListingFacts,
        oldPrice: number,
      ) => writer.priceDropped(tx, listing, oldPrice),
      afterCommit: () => delivery.deliverSoon(),
    },
  };
}

export type SavedSearches = ReturnType<typeof createSavedSearches>;
