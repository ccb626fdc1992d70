import {
  simulateRoi,
  structureDeal,
  type TComplianceRequest,
  type TContractParseRequest,
  type TDealStructuringRequest,
  type TIntelligenceQuery,
  type TRoiRequest,
  type TValuationRequest,
} from '@nestwise/shared';
import { ApiError } from '../../lib/api-error';
import { checkListingCompliance } from './compliance/compliance-checker';
import { parseContract } from './contract/contract-parser';
import { marketIntelligence, type MarketListing } from './intelligence/market-intelligence';
import type { SalesSource } from './sales-source';
import {
  createValuationModelStore,
  type ValuationModelStoreOptions,
} from './valuation/model-store';
import { DateOutOfRangeError } from './valuation/valuation-dates';
import { NotEnoughSalesError, type Subject } from './valuation/valuation-engine';

/** The marketplace's approved listings, as the market intelligence reads them (a port). */
export type ListingsSource = () => Promise<MarketListing[]>;

export interface AiToolsSources {
  sales: SalesSource;
  listings?: ListingsSource;
  /** The app's clock: listing ages and weekly counts run to its today. */
  now?: () => Date;
}

/**
 * The six tools behind /api/ai-tools. The valuation model is refitted in a worker thread when the
 * sales change; the previous model answers meanwhile.
 */
export function createAiToolsService(
  sources: AiToolsSources,
  options: ValuationModelStoreOptions = {},
) {
  const models = createValuationModelStore(sources.sales, options);

  async function valueHome(subject: Subject) {
    const model = await models.model();
    try {
      return model.value(subject);
    } catch (error) {
      if (error instanceof NotEnoughSalesError)
        throw new ApiError(422, 'not-enough-sales', error.message);
      if (error instanceof DateOutOfRangeError)
        throw new ApiError(422, 'date-out-of-range', error.message);
      throw error;
    }
  }

  async function estimateFor(request: TComplianceRequest) {
    const { city, state, propertyType, bedrooms, bathrooms, squareFeet } = request;
    if (!city || !state || !propertyType || bedrooms == null || bathrooms == null || !squareFeet)
      return undefined;
    try {
      const result = await valueHome({
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
    valuation: (request: TValuationRequest) => valueHome(request),
    /** The valuation model store (tests wait for refits through it). */
    valuationModels: models,
    /**
     * Starts the first valuation fit now (the server calls it once its sales are in, before it
     * listens), so the first request finds it running or done; a failure is the store's to report.
     */
    warmUpValuation() {
      models.model().catch(() => undefined);
    },
    async intelligence(query: TIntelligenceQuery) {
      const [sales, listings] = await Promise.all([sources.sales(), sources.listings?.() ?? []]);
      return marketIntelligence(query, sales, listings, sources.now?.() ?? new Date());
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
