import type { Authenticator } from '../../core/actor';
import type { AppContext } from '../../core/app-context';
import { registerPropertiesAccountHooks } from './properties.hooks';
import type { PropertiesPorts } from './properties.ports';
import { createListingQueries } from './properties.queries';
import { propertiesRoutes } from './properties.routes';
import { createPropertiesService } from './properties.service';

export type {
  ListingAccounts,
  ListingQuota,
  ListingSlotFields,
  PropertiesPorts,
} from './properties.ports';
export type { ApprovedListingRow, SoldListingRow } from './properties.market-repo';
export type { MarketFigures } from './properties.assistant-repo';
export type { ListingQueries } from './properties.queries';
export type { PropertiesService } from './properties.service';
export type { SearchNarrowing } from './properties.search-filters';

/** Listings: search, writes, approval, status, history, views, favourites and sharing. */
export function createPropertiesModule(
  ctx: AppContext,
  ports: PropertiesPorts & { auth: Authenticator },
) {
  registerPropertiesAccountHooks(ctx.accountHooks);
  const service = createPropertiesService(ctx, ports);
  return {
    service,
    routes: propertiesRoutes(ports.auth, service, ctx.config.rateLimit),
    /** What other modules read of listings, through the ports they declare. */
    queries: createListingQueries(ctx),
  };
}
