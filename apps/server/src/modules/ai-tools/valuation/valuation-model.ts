import type { TSale, TValuationResponse } from '@nestwise/shared';
import { finishTuning, tuneHedonic, type HedonicTuning, type Tuning } from './cross-validation';
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
  /** The hedonic model and comparables alone, served while the first fit's trees are fitted. */
  provisional: boolean;
  markets: Market[];
  value(subject: Subject): TValuationResponse;
}

const PROVISIONAL_NOTE =
  'The server started moments ago and is still fitting the boosted trees: this estimate is the hedonic model blended with the comparables alone (their cross-validated blend); the stacked estimate replaces it within a minute.';

const valuable = (market: Market) => market.sales.length >= MIN_SALES_FOR_VALUATION;

/** A market's tuning that the trees do not change, with its final hedonic coefficients. */
export interface PreparedMarket {
  market: Market;
  hedonic: HedonicTuning;
  coefficients: Float64Array;
}

/**
 * The expensive half of a fit runs in the fit worker in two steps: every market's hedonic model
 * and comparables (folds, comparables, location shrinkage), then the trees. The first fit hands
 * over `provisionalTunings` in between, so a first request need not wait for the trees; the
 * stacked tuning reuses the first step's work (decision 0495).
 */
export function prepareMarkets(sales: readonly TSale[]): PreparedMarket[] {
  return buildMarkets(sales)
    .filter(valuable)
    .map((market) => {
      const hedonic = tuneHedonic(market.sales);
      const design = buildDesign(market.sales);
      return {
        market,
        hedonic,
        coefficients: fitCoefficients(design, market.sales, hedonic.penalties),
      };
    });
}

/** The hedonic model blended with the comparables, trees left out. */
export function provisionalTunings(prepared: readonly PreparedMarket[]): MarketTunings {
  const tunings: MarketTunings = {};
  for (const { market, hedonic, coefficients } of prepared)
    tunings[market.id] = { ...finishTuning(hedonic, []), coefficients };
  return tunings;
}

/** The stacked tunings: the trees' settings and shares chosen, the final trees fitted. */
export function stackedTunings(prepared: readonly PreparedMarket[]): MarketTunings {
  const tunings: MarketTunings = {};
  for (const { market, hedonic, coefficients } of prepared) {
    const tuning = finishTuning(hedonic);
    tunings[market.id] = {
      ...tuning,
      coefficients,
      ...(tuning.treeWeight > 0 ? { trees: fitTreeModel(market.sales, tuning.treeSettings) } : {}),
    };
  }
  return tunings;
}

/** Both steps in one go (scripts and tests). */
export function tuneMarkets(sales: readonly TSale[]): MarketTunings {
  return stackedTunings(prepareMarkets(sales));
}

/**
 * One model per market (metro) from that market's sales only: its own price level, time index and
 * comparables. A home in no market, or in one with too few sales, is not valued.
 */
export function assembleValuationModel(
  sales: readonly TSale[],
  tunings: MarketTunings,
  fittedAt: Date = new Date(),
  provisional = false,
): ValuationModel {
  const markets = buildMarkets(sales);
  const engines = new Map<string, ValuationEngine>();
  for (const market of markets) {
    const tuning = tunings[market.id];
    if (valuable(market) && tuning)
      engines.set(market.id, createValuationEngine(market.sales, tuning));
  }
  const model = { fittedAt: fittedAt.toISOString(), salesCount: sales.length, provisional };

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
    const valued = engine.value(subject);
    if (provisional) valued.method.assumptions.push(PROVISIONAL_NOTE);
    return {
      ...valued,
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
