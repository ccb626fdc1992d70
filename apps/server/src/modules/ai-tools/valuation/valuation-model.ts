import type { TSale, TValuationResponse } from '@nestwise/shared';
import { tuneByCrossValidation, type Tuning } from './cross-validation';
import { buildDesign } from './design';
import { fitCoefficients } from './hedonic-model';
import { fitTreeModel } from './tree-model';
import { buildMarkets, marketOf, noMarketReason, type Market } from './markets';
import {
  createValuationEngine,
  MIN_SALES_FOR_VALUATION,
  NotEnoughSalesError,
  type Subject,
  type ValuationEngine,
} from './valuation-engine';

/** A property type needs this many sales in the market before homes of that type are valued. */
export const MIN_SALES_OF_TYPE = 5;

/** Per-market cross-validated tuning: the slow part of a fit, plain data (crosses threads). */
export type MarketTunings = Record<string, Tuning>;

export interface ValuationModel {
  fittedAt: string;
  salesCount: number;
  markets: Market[];
  value(subject: Subject): TValuationResponse;
}

const valuable = (market: Market) => market.sales.length >= MIN_SALES_FOR_VALUATION;

/** The expensive half of a fit (runs in the fit worker): tunes every market with enough sales. */
export function tuneMarkets(sales: readonly TSale[]): MarketTunings {
  const tunings: MarketTunings = {};
  for (const market of buildMarkets(sales).filter(valuable)) {
    const tuning = tuneByCrossValidation(market.sales);
    const design = buildDesign(market.sales);
    tunings[market.id] = {
      ...tuning,
      coefficients: fitCoefficients(design, market.sales, tuning.penalties),
      ...(tuning.treeWeight > 0 ? { trees: fitTreeModel(market.sales, tuning.treeSettings) } : {}),
    };
  }
  return tunings;
}

/**
 * One model per market (metro) from that market's sales only: its own price level, time index and
 * comparables. A home in no market, or in one with too few sales, is not valued.
 */
export function assembleValuationModel(
  sales: readonly TSale[],
  tunings: MarketTunings,
  fittedAt: Date = new Date(),
): ValuationModel {
  const markets = buildMarkets(sales);
  const engines = new Map<string, ValuationEngine>();
  for (const market of markets) {
    const tuning = tunings[market.id];
    if (valuable(market) && tuning)
      engines.set(market.id, createValuationEngine(market.sales, tuning));
  }
  const model = { fittedAt: fittedAt.toISOString(), salesCount: sales.length };

  function value(subject: Subject): TValuationResponse {
    const market = marketOf(subject, markets);
    if (!market) {
      throw new NotEnoughSalesError(noMarketReason(subject, markets));
    }
    const engine = engines.get(market.id);
    if (!engine) {
      throw new NotEnoughSalesError(
        `Not enough sales near this home: ${market.sales.length} recorded sale(s) in the ${market.name} area; a valuation needs at least ${MIN_SALES_FOR_VALUATION}.`,
      );
    }
    const ofType = market.sales.filter((s) => s.propertyType === subject.propertyType).length;
    if (ofType < MIN_SALES_OF_TYPE) {
      throw new NotEnoughSalesError(
        `Not enough ${subject.propertyType} sales near this home: ${ofType} recorded in the ${market.name} area; a valuation needs at least ${MIN_SALES_OF_TYPE}.`,
      );
    }
    return {
      ...engine.value(subject),
      market: {
        name: market.name,
        salesCount: market.sales.length,
        lastSaleDate: market.lastSaleDate,
      },
      model,
    };
  }

  return { ...model, markets, value };
}

/** Tunes and assembles in the calling thread (scripts and tests; the app uses the fit worker). */
export function fitValuationModel(sales: readonly TSale[]): ValuationModel {
  return assembleValuationModel(sales, tuneMarkets(sales));
}
