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
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

const PLAN_NOTE =
  "Public and rate limited per client; a signed-in buyer's runs count against their plan.";

export const createValuation = defineOperation({
  name: 'createValuation',
  method: 'POST',
  path: '/api/ai-tools/valuation',
  summary: "Value a home from the market's recorded sales",
  description: PLAN_NOTE,
  tags: ['ai-tools'],
  auth: 'public',
  body: ZValuationRequestSchema,
  responses: { 200: ZValuationResponseSchema, ...apiErrors },
});

export const createListingEstimate = defineOperation({
  name: 'createListingEstimate',
  method: 'POST',
  path: '/api/ai-tools/estimate',
  summary: "The listing page's estimate (not counted as a tool run)",
  tags: ['ai-tools'],
  auth: 'public',
  body: ZValuationRequestSchema,
  responses: { 200: ZListingEstimateSchema, ...apiErrors },
});

export const getMarketIntelligence = defineOperation({
  name: 'getMarketIntelligence',
  method: 'GET',
  path: '/api/ai-tools/intelligence',
  summary: "An area's sales, listings, trend and price distribution",
  description: PLAN_NOTE,
  tags: ['ai-tools'],
  auth: 'public',
  query: ZIntelligenceQuerySchema,
  responses: { 200: ZIntelligenceResponseSchema, ...apiErrors },
});

export const createDealStructuring = defineOperation({
  name: 'createDealStructuring',
  method: 'POST',
  path: '/api/ai-tools/deal-structuring',
  summary: 'Compare financing scenarios for a purchase',
  description: PLAN_NOTE,
  tags: ['ai-tools'],
  auth: 'public',
  body: ZDealStructuringRequestSchema,
  responses: { 200: ZDealStructuringResponseSchema, ...apiErrors },
});

export const createRoiSimulation = defineOperation({
  name: 'createRoiSimulation',
  method: 'POST',
  path: '/api/ai-tools/roi',
  summary: 'Simulate a buy-and-hold rental: yearly table, returns, sale',
  description: PLAN_NOTE,
  tags: ['ai-tools'],
  auth: 'public',
  body: ZRoiRequestSchema,
  responses: { 200: ZRoiResponseSchema, ...apiErrors },
});

export const parseContract = defineOperation({
  name: 'parseContract',
  method: 'POST',
  path: '/api/ai-tools/contract',
  summary: "Read a contract's parties, price, dates and terms",
  description: PLAN_NOTE,
  tags: ['ai-tools'],
  auth: 'public',
  body: ZContractParseRequestSchema,
  responses: { 200: ZContractParseResponseSchema, ...apiErrors },
});

export const checkCompliance = defineOperation({
  name: 'checkCompliance',
  method: 'POST',
  path: '/api/ai-tools/compliance',
  summary: 'Check a listing for fair-housing and disclosure issues',
  description: PLAN_NOTE,
  tags: ['ai-tools'],
  auth: 'public',
  body: ZComplianceRequestSchema,
  responses: { 200: ZComplianceResponseSchema, ...apiErrors },
});
