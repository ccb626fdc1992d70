import type { AppContext } from '../../core/app-context';
import { dbListingsSource } from './market-listings-source';
import { dbSalesSource } from './market-sales-source';
import type { MarketListings } from './market.ports';
import { marketRoutes } from './market.routes';

export type { MarketListings } from './market.ports';

export { seedMarketSales } from './market.seed';

/** Recorded sales (CSV import, summary); the sales and listings the AI tools read. */
export function createMarketModule(ctx: AppContext, ports: { listings: MarketListings }) {
  return {
    routes: marketRoutes(ctx, ports.listings),
    sales: dbSalesSource(ctx.db, ports.listings),
    listings: dbListingsSource(ports.listings),
  };
}
