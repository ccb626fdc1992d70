import type { Tuning } from './cross-validation';
import type { HedonicModel } from './hedonic-model';

/** What the valuation assumed, in words a buyer can check. */
export function valuationAssumptions(
  model: HedonicModel,
  tuning: Tuning,
  asOf: string,
  month: string,
): string[] {
  const { months, columns } = model.design;
  const lines = [
    'Prices are modelled on a log scale from living area, bedrooms, bathrooms, property type and location (city, ZIP and neighbourhood effects shrunk toward the market average when they rest on few sales).',
    'Distressed or mis-recorded sales are down-weighted (robust Huber weights) rather than removed.',
    `Comparables are the most similar recorded sales (distance, size, rooms, type, age, date); their prices are adjusted to the subject with the model's coefficients and blended with the model at weight ${tuning.blendWeight}, the weight that predicted held-out sales best.`,
    `The 80 % range comes from the 10th and 90th percentiles of ${tuning.folds}-fold cross-validated errors on the recorded sales, taken among the sales valued with the same confidence level (so it holds for homes like this one, not only on average).`,
  ];
  const missing = ['age', 'lot size', 'garage spaces'].filter(
    (name) =>
      !columns.some((column) =>
        column.name.startsWith(name === 'lot size' ? 'log lot size' : name),
      ),
  );
  if (missing.length > 0) {
    lines.push(
      `Too few recorded sales state ${missing.join(', ')}, so those do not change the estimate.`,
    );
  }
  if (months.length <= 1) {
    lines.push(
      `All recorded sales fall in ${months[0] ?? 'one month'}, so no market trend can be estimated: the estimate is at that month's price level${asOf.slice(0, 7) !== month ? `, not at ${asOf}` : ''}.`,
    );
  } else {
    const effects = model.monthEffects();
    const change = Math.exp(effects.at(-1)!.logChange - effects[0]!.logChange) - 1;
    lines.push(
      `Prices are adjusted for time with a smoothed monthly index from the sales themselves (${(change * 100).toFixed(1)} % from ${months[0]} to ${months.at(-1)}).`,
    );
    if (month !== asOf.slice(0, 7)) {
      lines.push(
        `${asOf} is outside the months the sales cover; the nearest month (${month}) is used, without extrapolating the trend.`,
      );
    }
  }
  return lines;
}
