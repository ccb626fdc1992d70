import type { TSale } from '@nestwise/shared';
import { cityKey, type Home } from './design';
import { median, quantile } from './stats';

const MIN_SALES_IN_GROUP = 3;

function groupPpsf(sales: readonly TSale[], key: (home: Home) => string | null) {
  const groups = new Map<string, number[]>();
  for (const sale of sales) {
    const k = key(sale);
    if (k === null) continue;
    const list = groups.get(k) ?? [];
    list.push(sale.price / sale.squareFeet);
    groups.set(k, list);
  }
  return groups;
}

/**
 * The usual rule of thumb: median price per square foot of the ZIP code (else the city, else the
 * market) times the living area. The 80 % range comes from its leave-one-out errors on the sales.
 */
export function createPricePerSqftBaseline(sales: readonly TSale[]) {
  const zipKey = (home: Home) => (home.zip ? home.zip.slice(0, 5) : null);
  const byZip = groupPpsf(sales, zipKey);
  const byCity = groupPpsf(sales, cityKey);
  const market = sales.map((sale) => sale.price / sale.squareFeet);

  function ppsfFor(home: Home, exclude?: TSale): number {
    const without = (values: number[] | undefined) => {
      if (!values) return [];
      if (!exclude) return values;
      const copy = [...values];
      copy.splice(copy.indexOf(exclude.price / exclude.squareFeet), 1);
      return copy;
    };
    const zipValues = without(byZip.get(zipKey(home) ?? ''));
    if (zipValues.length >= MIN_SALES_IN_GROUP) return median(zipValues);
    const cityValues = without(byCity.get(cityKey(home)));
    if (cityValues.length >= MIN_SALES_IN_GROUP) return median(cityValues);
    return median(without(market));
  }

  const looErrors = sales.map((sale) =>
    Math.log(sale.price / (ppsfFor(sale, sale) * sale.squareFeet)),
  );
  const lower = quantile(looErrors, 0.1);
  const upper = quantile(looErrors, 0.9);

  return {
    value(home: Home) {
      const estimate = ppsfFor(home) * home.squareFeet;
      return { estimate, low: estimate * Math.exp(lower), high: estimate * Math.exp(upper) };
    },
  };
}
