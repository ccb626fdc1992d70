import type { FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import type { AppContext } from '../../core/app-context';
import type { Authenticator } from '../../core/actor';
import { aiToolsRoutes } from './ai-tools.routes';
import { createAiToolsService, type ListingsSource } from './ai-tools.service';
import type { SalesSource } from './sales-source';

export type { ListingsSource } from './ai-tools.service';
export type { MarketListing } from './intelligence/market-intelligence';
export { demoSalesFiles, salesCsvCandidates, type SalesSource } from './sales-source';

export interface AiToolsPorts {
  /** Keys the rate limits by account for signed-in callers. */
  auth: Authenticator;
  sales: SalesSource;
  listings: ListingsSource;
  /** Runs before every counted tool run (billing's plan gate); unset, runs are not counted. */
  beforeRun?: (request: FastifyRequest) => Promise<void>;
}

/** Valuation, intelligence, deal structuring, contract parsing and compliance. */
export function createAiToolsModule(ctx: AppContext, ports: AiToolsPorts) {
  const fits = new Histogram({
    name: 'nestwise_valuation_model_fit_seconds',
    help: 'Valuation model fits (in the worker thread), by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [ctx.metrics],
  });
  const service = createAiToolsService(
    { sales: ports.sales, listings: ports.listings, now: () => ctx.clock.now() },
    { onFit: (seconds, outcome) => fits.observe({ outcome }, seconds) },
  );
  return { service, routes: aiToolsRoutes(ctx, ports.auth, service, ports.beforeRun) };
}
