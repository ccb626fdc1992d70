import type { TComparableSale, TSale, TValuationResponse } from '@nestwise/shared';
import {
  comparablesSpread,
  findComparables,
  weightedResidual,
  type ScoredComparable,
} from './comparables';
import { areaKey, areaKindOf, describeArea } from './areas';
import { areaPointsOf, unseenAreaEffect } from './area-fallback';
import { intervalAt } from './adaptive-interval';
import { bandFor, HIGH_WITHIN_TEN, type ConfidenceLevel } from './confidence';
import {
  COMPARABLES_IN_BLEND,
  heldOutAccuracy,
  residualsOf,
  tuneByCrossValidation,
  usualSizes,
  type Tuning,
} from './cross-validation';
import { buildDesign, clampMonth, monthOf, type FeatureGroup, type Home } from './design';
import { fitHedonicModel, hedonicModelFrom, type HedonicModel } from './hedonic-model';
import { fitTreeModel, treePredictLog } from './tree-model';
import { valuationAssumptions } from './valuation-assumptions';
import {
  CAVEAT_GAP_MONTHS,
  dateGap,
  DateOutOfRangeError,
  indexDrift,
  MAX_GAP_MONTHS,
  widenInterval,
} from './valuation-dates';

export const MIN_SALES_FOR_VALUATION = 30;

/** The home cannot be valued honestly from the recorded sales; the message says why. */
export class NotEnoughSalesError extends Error {
  override name = 'NotEnoughSalesError';
}

/** The home to value: the request's fields; property type and dates checked by the route. */
export type Subject = Home & { asOf?: string };

/** A valuation before the model-wide facts (market, fit date) are added. */
export type MarketValuation = Omit<TValuationResponse, 'market' | 'model'>;

export interface ValuationEngine {
  salesCount: number;
  tuning: Tuning;
  model: HedonicModel;
  value(subject: Subject): MarketValuation;
}

const ADJUSTMENT_LABELS: Partial<Record<FeatureGroup, string>> = {
  size: 'size',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  age: 'age',
  lot: 'lot size',
  garage: 'garage',
  propertyType: 'property type',
  location: 'location',
  date: 'date of sale',
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const round1 = (value: number) => Math.round(value * 10) / 10;

function adjustComparable(
  model: HedonicModel,
  subject: Home,
  month: string,
  c: ScoredComparable,
): TComparableSale {
  const subjectParts = model.contributions(subject, month);
  const saleParts = model.contributions(c.sale, monthOf(c.sale.soldAt));
  const adjustments: TComparableSale['adjustments'] = [];
  let total = 0;
  for (const [group, label] of Object.entries(ADJUSTMENT_LABELS) as Array<[FeatureGroup, string]>) {
    const difference = (subjectParts.get(group) ?? 0) - (saleParts.get(group) ?? 0);
    total += difference;
    if (Math.abs(difference) >= 0.0005)
      adjustments.push({ feature: label, percent: round1((Math.exp(difference) - 1) * 100) });
  }
  return {
    sale: c.sale,
    distanceMiles: c.distanceMiles === null ? null : Math.round(c.distanceMiles * 100) / 100,
    adjustedPrice: roundTo(c.sale.price * Math.exp(total), 100),
    adjustments,
    weight: 0,
  };
}

/** The home names an area (of the kind the market's sales name) in which no sale was recorded. */
function inUnseenArea(subject: Home, tuning: Tuning, areas: ReadonlySet<string>) {
  const kind = tuning.unseenArea?.kind;
  const area = kind ? areaKey(subject, kind) : null;
  return area !== null && !areas.has(area);
}

function confidenceOf(
  subject: Home,
  sizeRange: { low: number; high: number },
  areas: ReadonlySet<string>,
  tuning: Tuning,
  spread: number,
  lastSaleDate: string,
  asOf: string,
  disagreement: number | null,
) {
  let band = bandFor(tuning.bands, spread);
  const reasons: string[] = [];
  const percent = (share: number) => Math.round(share * 100);
  reasons.push(
    `In cross-validation, ${band.count} sales valued with comparables as close as this home's were within 10 % of their price ${percent(band.withinTenPercent)} % of the time and within 20 % ${percent(band.withinTwentyPercent)} % of the time.`,
  );
  if (!tuning.bands.some((b) => b.level === 'high')) {
    reasons.push(
      'No group of recorded sales here was valued within 10 % most of the time, so no valuation in this market is rated high.',
    );
  }
  let interval = band.interval;
  let level: ConfidenceLevel | undefined;
  if (subject.squareFeet < sizeRange.low || subject.squareFeet > sizeRange.high) {
    // Outside the sizes the errors were measured on: the widest (low) level and its interval.
    band = tuning.bands.at(-1)!;
    interval = tuning.unusualSize?.interval ?? band.interval;
    reasons.push('The home is larger or smaller than almost every recorded sale.');
  }
  const unseen = tuning.unseenArea;
  if (unseen && inUnseenArea(subject, tuning, areas)) {
    // Errors measured with whole areas left out describe this case; they are wider.
    band = tuning.bands.at(-1)!;
    interval =
      unseen.scaled && disagreement !== null
        ? intervalAt(unseen.scaled, disagreement)
        : unseen.interval;
    reasons.push(
      `No recorded sale in ${describeArea(subject, unseen.kind)}: the range comes from valuing sales with their whole ${{ ZIP: 'ZIP code', neighbourhood: 'neighbourhood', 'grid cell': 'part of the map' }[unseen.kind]} left out (within 10 % ${percent(unseen.withinTenPercent)} % of the time).`,
    );
  }
  if (asOf > lastSaleDate) {
    reasons.push(
      `No recorded sales in this market after ${lastSaleDate}: the estimate is as of that date, not ${asOf}.`,
    );
    const forward = tuning.forward;
    level = band.level;
    if (forward && !reasons.some((r) => r.startsWith('No recorded sale in '))) {
      // Measured by valuing the market's latest sales from the earlier ones: prices moved since.
      interval = forward.interval;
      if (level === 'high' && forward.withinTenPercent < HIGH_WITHIN_TEN) level = 'medium';
      reasons.push(
        `Valuing this market's latest ${forward.count} sales from the earlier ones, ${percent(forward.withinTenPercent)} % were within 10 %: the range allows for that.`,
      );
    }
  }
  return { level: level ?? band.level, reasons, interval };
}

/** Sales known on the valuation date; all sales when fewer than 5 are that old. */
function salesKnownAt(sales: readonly TSale[], asOf: string | undefined) {
  if (!asOf) return sales.map((sale, index) => ({ sale, index }));
  const known = sales
    .map((sale, index) => ({ sale, index }))
    .filter(({ sale }) => sale.soldAt <= asOf);
  return known.length >= 5 ? known : sales.map((sale, index) => ({ sale, index }));
}

/**
 * Fits the valuation on `sales` once (cross-validated tuning, then the final model) and values
 * subjects against it: model estimate + a share of the comparables' residual, interval from held-out
 * errors, top 5 comparables adjusted with the model's coefficients.
 */
export function createValuationEngine(
  sales: readonly TSale[],
  tuning: Tuning = tuneByCrossValidation(sales),
): ValuationEngine {
  if (sales.length < MIN_SALES_FOR_VALUATION) {
    throw new NotEnoughSalesError(
      `At least ${MIN_SALES_FOR_VALUATION} recorded sales are needed for a valuation; there are ${sales.length}.`,
    );
  }
  const design = tuning.coefficients ? buildDesign([...sales]) : null;
  const model =
    design && tuning.coefficients!.length === design.columns.length
      ? hedonicModelFrom(design, tuning.coefficients!)
      : fitHedonicModel([...sales], tuning.penalties);
  const trees =
    tuning.treeWeight > 0 ? (tuning.trees ?? fitTreeModel(sales, tuning.treeSettings)) : null;
  const sizeRange = usualSizes(sales);
  const areaKind = tuning.unseenArea?.kind;
  const areas = new Set(sales.flatMap((sale) => (areaKind ? (areaKey(sale, areaKind) ?? []) : [])));
  const residuals = residualsOf(model, sales);
  const areaPoints = areaPointsOf(sales, areaKindOf(sales));
  const latest = sales.reduce(
    (max, sale) => (sale.soldAt > max ? sale.soldAt : max),
    sales[0]!.soldAt,
  );
  const earliest = sales.reduce(
    (min, sale) => (sale.soldAt < min ? sale.soldAt : min),
    sales[0]!.soldAt,
  );
  const accuracy = heldOutAccuracy(tuning.heldOutErrors);

  /**
   * A date more than a year before the first or after the last sale: the price move since is
   * unknown, so the range widens by how far this market's index moved over as long (measured);
   * more than 5 years away, or with under a year of sales to measure on, no valuation.
   */
  function outsideTheSales(asOf: string) {
    const gap = dateGap(asOf, earliest, latest);
    if (gap.side === null || gap.months <= CAVEAT_GAP_MONTHS) return null;
    const years = (gap.months / 12).toFixed(1);
    const where =
      gap.side === 'before'
        ? `${years} years before the first recorded sale in this market (${earliest})`
        : `${years} years after the last recorded sale in this market (${latest})`;
    if (gap.months > MAX_GAP_MONTHS) {
      throw new DateOutOfRangeError(
        `No valuation as of ${asOf}: that is ${where}, and this market's sales run from ${earliest} to ${latest}. More than ${MAX_GAP_MONTHS / 12} years from any recorded sale, the estimate would rest on price changes nobody recorded here.`,
      );
    }
    const drift = indexDrift(model.monthEffects(), gap.months);
    if (drift === null) {
      throw new DateOutOfRangeError(
        `No valuation as of ${asOf}: that is ${where}, and this market's sales (${earliest} to ${latest}) span less than a year, too short to measure how its prices move over ${years} years.`,
      );
    }
    const swing = Math.round((Math.exp(drift) - 1) * 100);
    return {
      drift,
      reason: `The valuation date is ${where}: the estimate uses the prices of ${gap.side === 'before' ? earliest : latest}, and the range is widened by how much this market's price index moved over ${years} years (up to ${swing} % in 8 of 10 such periods).`,
    };
  }

  function value(subject: Subject): MarketValuation {
    const asOf = subject.asOf ?? latest;
    const month = clampMonth(model.design.months, monthOf(asOf));
    const known = salesKnownAt(sales, subject.asOf);
    const scored = findComparables(
      subject,
      month,
      known.map((k) => k.sale),
      COMPARABLES_IN_BLEND,
    ).map((c) => ({
      ...c,
      index: known[c.index]!.index,
    }));
    // In a ZIP or neighbourhood without sales, the nearest areas' effects (area-fallback.ts).
    const modelLog =
      model.predictLog(subject, month) + unseenAreaEffect(model, subject, month, areaPoints);
    const comparablesResidual = weightedResidual(scored, residuals);
    // Stacked with the comparables and the boosted trees at the shares their out-of-fold
    // predictions earned; in an area without sales, the shares learned with whole areas held out.
    const unseen = inUnseenArea(subject, tuning, areas) ? tuning.unseenArea! : null;
    const blendWeight = unseen ? unseen.blendWeight : tuning.blendWeight;
    const treeWeight = unseen ? unseen.treeWeight : tuning.treeWeight;
    const hedonicLog = modelLog + blendWeight * comparablesResidual;
    const treeLog = trees ? treePredictLog(trees, subject, month) : null;
    const estimateLog =
      treeLog !== null ? (1 - treeWeight) * hedonicLog + treeWeight * treeLog : hedonicLog;
    const confidence = confidenceOf(
      subject,
      sizeRange,
      areas,
      tuning,
      comparablesSpread(scored),
      latest,
      asOf,
      treeLog !== null ? treeLog - hedonicLog : null,
    );
    const outside = outsideTheSales(asOf);
    if (outside) {
      confidence.level = 'low';
      confidence.reasons.push(outside.reason);
      confidence.interval = widenInterval(confidence.interval, outside.drift);
    }
    const estimate = roundTo(Math.exp(estimateLog), 1000);
    // The level's own interval (Mondrian conformal): calibrated for homes like this one.
    const { interval } = confidence;
    const low = roundTo(Math.exp(estimateLog + interval.lower), 1000);
    const high = roundTo(Math.exp(estimateLog + interval.upper), 1000);
    const totalWeight = scored.slice(0, 5).reduce((sum, c) => sum + c.weight, 0);
    const comparables = scored.slice(0, 5).map((c) => ({
      ...adjustComparable(model, subject, month, c),
      weight: Math.round((c.weight / totalWeight) * 1000) / 1000,
    }));
    return {
      estimate,
      low,
      high,
      intervalCoverage: 80,
      confidence: confidence.level,
      confidenceReasons: confidence.reasons,
      pricePerSquareFoot: Math.round(estimate / subject.squareFeet),
      asOf,
      comparables,
      method: {
        summary: `Robust ridge hedonic regression on log price fitted on this market's ${sales.length} sales, blended with the ${COMPARABLES_IN_BLEND} most similar sales of the same market adjusted by the model (comparables weight ${blendWeight})${trees && treeWeight > 0 ? `, stacked with gradient-boosted trees (trees weight ${treeWeight}, learned from out-of-fold predictions)` : ''}; 80 % interval from ${tuning.folds}-fold cross-validated errors of valuations as confident as this one.`,
        modelEstimate: roundTo(Math.exp(modelLog), 1000),
        comparablesEstimate:
          scored.length > 0 ? roundTo(Math.exp(modelLog + comparablesResidual), 1000) : null,
        salesUsed: sales.length,
        crossValidation: { folds: tuning.folds, ...accuracy },
        assumptions: valuationAssumptions(model, tuning, asOf, month),
      },
    };
  }

  return { salesCount: sales.length, tuning, model, value };
}
