import {
  simulateRoi,
  structureDeal,
  type TComplianceRequest,
  type TContractParseRequest,
  type TDealStructuringRequest,
  type TIntelligenceQuery,
  type TRoiRequest,
  type TSale,
  type TValuationRequest,
} from '@nestwise/shared';
import { ApiError } from '../../lib/api-error';
import { checkListingCompliance } from './compliance/compliance-checker';
import { parseContract } from './contract/contract-parser';
import { marketIntelligence, type MarketListing } from './intelligence/market-intelligence';
import type { SalesSource } from './sales-source';
import {
  createValuationEngine,
  MIN_SALES_FOR_VALUATION,
  type ValuationEngine,
} from './valuation/valuation-engine';

export type ListingsSource = () => Promise<MarketListing[]>;

export interface AiToolsSources {
  sales: SalesSource;
  listings?: ListingsSource;
}

/** The six tools behind /api/ai-tools; the valuation model is fitted once per set of sales. */
export function createAiToolsService(sources: AiToolsSources) {
  let fitted: { sales: TSale[]; engine: ValuationEngine } | undefined;

  /** Fits once per set of sales (the source returns the same array until its data changes). */
  async function engine(): Promise<ValuationEngine> {
    const sales = await sources.sales();
    if (fitted?.sales === sales) return fitted.engine;
    if (sales.length < MIN_SALES_FOR_VALUATION) {
      throw new ApiError(
        422,
        'insufficient-data',
        `A valuation needs at least ${MIN_SALES_FOR_VALUATION} recorded sales; ${sales.length} are available.`,
      );
    }
    // Fitting is synchronous, so concurrent first requests cannot fit twice.
    fitted = { sales, engine: createValuationEngine(sales) };
    return fitted.engine;
  }

  async function estimateFor(request: TComplianceRequest) {
    const { city, state, propertyType, bedrooms, bathrooms, squareFeet } = request;
    if (!city || !state || !propertyType || bedrooms == null || bathrooms == null || !squareFeet)
      return undefined;
    try {
      const result = (await engine()).value({
        city,
        state: state.toUpperCase(),
        zip: request.zip && /^\d{5}$/.test(request.zip) ? request.zip : null,
        latitude: request.latitude,
        longitude: request.longitude,
        propertyType: propertyType.toLowerCase(),
        bedrooms,
        bathrooms,
        squareFeet: Math.max(100, squareFeet),
        yearBuilt: request.yearBuilt,
      });
      return { estimate: result.estimate, low: result.low, high: result.high };
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
  }

  return {
    async valuation(request: TValuationRequest) {
      return (await engine()).value(request);
    },
    async intelligence(query: TIntelligenceQuery) {
      const [sales, listings] = await Promise.all([sources.sales(), sources.listings?.() ?? []]);
      return marketIntelligence(query, sales, listings);
    },
    dealStructuring: (request: TDealStructuringRequest) => structureDeal(request),
    roi: (request: TRoiRequest) => simulateRoi(request),
    contract: (request: TContractParseRequest) => parseContract(request.text),
    async compliance(request: TComplianceRequest) {
      const priceEstimate =
        request.priceEstimate ?? (request.price ? await estimateFor(request) : undefined);
      return checkListingCompliance({ ...request, priceEstimate });
    },
  };
}

export type AiToolsService = ReturnType<typeof createAiToolsService>;
