import { ZDealStructuringResponseSchema, ZRoiResponseSchema } from '../finance/finance-responses';
import { ZDealStructuringRequestSchema, ZRoiRequestSchema } from '../finance/finance-schemas';
import {
  ZIntelligenceQuerySchema,
  ZIntelligenceResponseSchema,
  ZListingEstimateSchema,
  ZValuationRequestSchema,
  ZValuationResponseSchema,
} from '../schemas/ai-tools';
import { ZComplianceRequestSchema, ZComplianceResponseSchema } from '../schemas/compliance';
import { ZContractParseRequestSchema, ZContractParseResponseSchema } from '../schemas/contract';
import { aiTools } from './operation-groups';

const PLAN_NOTE =
  "Public and rate limited per client; a signed-in buyer's runs count against their plan.";

export const createValuation = aiTools.post('/api/ai-tools/valuation', {
  name: 'createValuation',
  summary: "Value a home from the market's recorded sales",
  description: PLAN_NOTE,
  auth: 'public',
  body: ZValuationRequestSchema,
  responses: { 200: ZValuationResponseSchema },
});

export const createListingEstimate = aiTools.post('/api/ai-tools/estimate', {
  name: 'createListingEstimate',
  summary: "The listing page's estimate (not counted as a tool run)",
  auth: 'public',
  body: ZValuationRequestSchema,
  responses: { 200: ZListingEstimateSchema },
});

export const getMarketIntelligence = aiTools.get('/api/ai-tools/intelligence', {
  name: 'getMarketIntelligence',
  summary: "An area's sales, listings, trend and price distribution",
  description: PLAN_NOTE,
  auth: 'public',
  query: ZIntelligenceQuerySchema,
  responses: { 200: ZIntelligenceResponseSchema },
});

export const createDealStructuring = aiTools.post('/api/ai-tools/deal-structuring', {
  name: 'createDealStructuring',
  summary: 'Compare financing scenarios for a purchase',
  description: PLAN_NOTE,
  auth: 'public',
  body: ZDealStructuringRequestSchema,
  responses: { 200: ZDealStructuringResponseSchema },
});

export const createRoiSimulation = aiTools.post('/api/ai-tools/roi', {
  name: 'createRoiSimulation',
  summary: 'Simulate a buy-and-hold rental: yearly table, returns, sale',
  description: PLAN_NOTE,
  auth: 'public',
  body: ZRoiRequestSchema,
  responses: { 200: ZRoiResponseSchema },
});

export const parseContract = aiTools.post('/api/ai-tools/contract', {
  name: 'parseContract',
  summary: "Read a contract's parties, price, dates and terms",
  description: PLAN_NOTE,
  auth: 'public',
  body: ZContractParseRequestSchema,
  responses: { 200: ZContractParseResponseSchema },
});

export const checkCompliance = aiTools.post('/api/ai-tools/compliance', {
  name: 'checkCompliance',
  summary: 'Check a listing for fair-housing and disclosure issues',
  description: PLAN_NOTE,
  auth: 'public',
  body: ZComplianceRequestSchema,
  responses: { 200: ZComplianceResponseSchema },
});
