import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkCompliance,
  createDealStructuring,
  createListingEstimate,
  createRoiSimulation,
  createValuation,
  getMarketIntelligence,
  parseContract,
} from '@nestwise/shared/contracts';
import type { AppContext } from '../../core/app-context';
import type { Authenticator } from '../../core/actor';
import { callerRateLimitKey } from '../../plugins/rate-limit-key';
import { createAiToolsService, type AiToolsService } from './ai-tools.service';
import { csvSalesSource, salesCsvCandidates } from './sales-source';
import { ApiError } from '../../lib/api-error';
import { fromContract } from '../../lib/route-from-contract';

/**
 * POST /api/ai-tools/{valuation,estimate,deal-structuring,roi,contract,compliance}, GET …/intelligence.
 * Public (the /ai-tools page needs no account) and rate limited per caller on every route: per
 * account once signed in (however many addresses it calls from), else per address. `beforeRun`
 * runs after validation on every tool (billing counts signed-in buyers' runs against their plan
 * there).
 */
export function aiToolsRoutes(
  context: Pick<AppContext, 'config'>,
  auth: Authenticator,
  service: AiToolsService = createAiToolsService({
    sales: csvSalesSource(salesCsvCandidates(context.config)),
  }),
  beforeRun?: (request: FastifyRequest) => Promise<void>,
): FastifyPluginAsyncZod {
  const rateLimit = {
    max: context.config.rateLimit.aiPerMinute,
    timeWindow: '1 minute',
    keyGenerator: callerRateLimitKey(auth, 'ai-tools'),
  };
  return async (app) => {
    if (beforeRun) app.addHook('preHandler', beforeRun);
    app.post(...fromContract(createValuation, { config: { rateLimit } }), async (request) =>
      service.valuation(request.body),
    );
    // The listing page's estimate: not a tool run (no plan count), and pages are visited more
    // often than tools are run, hence its own, wider limit.
    app.post(
      ...fromContract(createListingEstimate, {
        config: { rateLimit: { ...rateLimit, max: rateLimit.max * 4 } },
      }),
      async (request) => {
        try {
          const { estimate, low, high, confidence, market } = await service.valuation(request.body);
          return {
            estimate,
            low,
            high,
            confidence,
            market: market.name,
            lastSaleDate: market.lastSaleDate,
          };
        } catch (error) {
          // Most listings outside the markets with sales get this: the page shows it as text.
          if (error instanceof ApiError && error.code === 'not-enough-sales')
            return { estimate: null, reason: 'not-enough-sales' as const, message: error.message };
          throw error;
        }
      },
    );
    app.get(...fromContract(getMarketIntelligence, { config: { rateLimit } }), async (request) =>
      service.intelligence(request.query),
    );
    app.post(...fromContract(createDealStructuring, { config: { rateLimit } }), async (request) =>
      service.dealStructuring(request.body),
    );
    app.post(...fromContract(createRoiSimulation, { config: { rateLimit } }), async (request) =>
      service.roi(request.body),
    );
    app.post(...fromContract(parseContract, { config: { rateLimit } }), async (request) =>
      service.contract(request.body),
    );
    app.post(...fromContract(checkCompliance, { config: { rateLimit } }), async (request) =>
      service.compliance(request.body),
    );
  };
}
