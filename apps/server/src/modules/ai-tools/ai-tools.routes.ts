import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZComplianceRequestSchema,
  ZContractParseRequestSchema,
  ZDealStructuringRequestSchema,
  ZIntelligenceQuerySchema,
  ZRoiRequestSchema,
  ZValuationRequestSchema,
} from '@nestwise/shared';
import type { AppContext } from '../../app-context';
import { createAiToolsService, type AiToolsService } from './ai-tools.service';
import { csvSalesSource, salesCsvCandidates } from './sales-source';

/**
 * POST /api/ai-tools/{valuation,estimate,deal-structuring,roi,contract,compliance}, GET …/intelligence.
 * Public (the /ai-tools page needs no account) and rate limited per client. `beforeRun` runs after
 * validation on every tool (billing counts signed-in buyers' runs against their plan there).
 */
export function aiToolsRoutes(
  context: Pick<AppContext, 'config'>,
  service: AiToolsService = createAiToolsService({
    sales: csvSalesSource(salesCsvCandidates(context.config)),
  }),
  beforeRun?: (request: FastifyRequest) => Promise<void>,
): FastifyPluginAsyncZod {
  const rateLimit = { max: context.config.rateLimit.aiPerMinute, timeWindow: '1 minute' };
  return async (app) => {
    if (beforeRun) app.addHook('preHandler', beforeRun);
    app.post(
      '/api/ai-tools/valuation',
      { schema: { body: ZValuationRequestSchema }, config: { rateLimit } },
      async (request) => service.valuation(request.body),
    );
    // The listing page's estimate: not a tool run (no plan count), and pages are visited more
    // often than tools are run, hence its own, wider limit.
    app.post(
      '/api/ai-tools/estimate',
      {
        schema: { body: ZValuationRequestSchema },
        config: { rateLimit: { ...rateLimit, max: rateLimit.max * 4 } },
      },
      async (request) => {
        const { estimate, low, high, confidence, market } = await service.valuation(request.body);
        return {
          estimate,
          low,
          high,
          confidence,
          market: market.name,
          lastSaleDate: market.lastSaleDate,
        };
      },
    );
    app.get(
      '/api/ai-tools/intelligence',
      { schema: { querystring: ZIntelligenceQuerySchema }, config: { rateLimit } },
      async (request) => service.intelligence(request.query),
    );
    app.post(
      '/api/ai-tools/deal-structuring',
      { schema: { body: ZDealStructuringRequestSchema }, config: { rateLimit } },
      async (request) => service.dealStructuring(request.body),
    );
    app.post(
      '/api/ai-tools/roi',
      { schema: { body: ZRoiRequestSchema }, config: { rateLimit } },
      async (request) => service.roi(request.body),
    );
    app.post(
      '/api/ai-tools/contract',
      { schema: { body: ZContractParseRequestSchema }, config: { rateLimit } },
      async (request) => service.contract(request.body),
    );
    app.post(
      '/api/ai-tools/compliance',
      { schema: { body: ZComplianceRequestSchema }, config: { rateLimit } },
      async (request) => service.compliance(request.body),
    );
  };
}
