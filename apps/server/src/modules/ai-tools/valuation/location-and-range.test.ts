import { readFileSync } from 'node:fs';
import type { TSale } from '@nestwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_BENCH_SALES_CSVS } from '../sales-source';
import { buildDesign, monthOf } from './design';
import { fitHedonicModel } from './hedonic-model';
import { parseSalesCsv } from './sales-csv';
import { median, shuffled } from './stats';
import { fitValuationModel, tuneMarkets, assembleValuationModel } from './valuation-model';

const read = (name: string) =>
  parseSalesCsv(
    readFileSync(
      BUNDLED_BENCH_SALES_CSVS.find((f) => f.endsWith(name))!,
      'utf8',
    ),
  ).sales;
// Real recorded sales (apps/server/data): Lucas County names no ZIP or neighbourhood, only
// coordinates; Ames names neighbourhoods; Sacramento ZIP codes.
const lucas = shuffled(read('lucas-county-sales.csv'), 5).slice(0, 800);
const ames = shuffled(read('ames-sales.csv'), 5).slice(0, 700);

const homeLike = (sale: TSale) => {
  const { price: _price, soldAt: _soldAt, ...home } = sale;
  return home;
};

describe('location from coordinates when sales name no ZIP or neighbourhood', () => {
  it('gives Lucas County homes map-cell location effects, and ZIP-named Sacramento none', () => {
    expect(buildDesign(lucas).columns.some((c) => c.name.startsWith('cell '))).toBe(true);
    const sacramento = read('sacramento-sales.csv');
    expect(buildDesign(sacramento).columns.some((c) => c.name.startsWith('cell '))).toBe(false);
  });

  it('values the same house higher where its neighbours sold higher', () => {
    // Groups of sales by 0.04° cell; the dearest and cheapest cells with at least 15 sales.
    const byCell = new Map<string, TSale[]>();
    for (const sale of lucas) {
      const key = `${Math.floor(sale.latitude! / 0.04)}|${Math.floor(sale.longitude! / 0.04)}`;
      byCell.set(key, [...(byCell.get(key) ?? []), sale]);
    }
    const cells = [...byCell.values()]
      .filter((sales) => sales.length >= 15)
      .map((sales) => ({ sales, ppsf: median(sales.map((s) => s.price / s.squareFeet)) }))
      .sort((a, b) => a.ppsf - b.ppsf);
    const cheap = cells[0]!.sales[0]!;
    const dear = cells.at(-1)!.sales[0]!;
    const house = { ...homeLike(cheap), squareFeet: 1400, bedrooms: 3, bathrooms: 1.5 };
    const month = monthOf(cheap.soldAt);
    const model = fitHedonicModel(lucas);
    const there = (sale: TSale) =>
      model.predictLog({ ...house, latitude: sale.latitude, longitude: sale.longitude }, month);
    expect(there(dear) - there(cheap)).toBeGreaterThan(Math.log(1.2));
    // Fitted on the same sales without their coordinates, the model cannot tell the places apart.
    const blind = fitHedonicModel(lucas.map((s) => ({ ...s, latitude: null, longitude: null })));
    const blindly = (sale: TSale) =>
      blind.predictLog({ ...house, latitude: sale.latitude, longitude: sale.longitude }, month);
    expect(blindly(dear)).toBeCloseTo(blindly(cheap), 10);
  });
});

describe('ranges for homes unlike the recorded sales (Ames, IA)', () => {
  const heldOut = 'Northridge Heights';
  let model: ReturnType<typeof fitValuationModel>;
  beforeAll(() => {
    model = fitValuationModel(ames.filter((s) => s.neighborhood !== heldOut));
  });

  it('says a neighbourhood without recorded sales is valued from areas left out, with wider ranges', () => {
    const known = ames.find((s) => s.neighborhood === 'College Creek')!;
    const unseen = model.value({ ...homeLike(known), neighborhood: heldOut });
    expect(unseen.confidence).toBe('low');
    expect(unseen.confidenceReasons.join(' ')).toMatch(
      new RegExp(
        `No recorded sale in the neighbourhood ${heldOut}: the range comes from valuing sales with their whole neighbourhood left out`,
      ),
    );
    // The range adapts to each home (the models' disagreement), so compare on many homes.
    const width = (result: { high: number; low: number }) => result.high / result.low;
    const homes = ames.filter((s) => s.neighborhood === 'College Creek').slice(0, 20);
    const seenWidths = homes.map((home) => width(model.value(homeLike(home))));
    const unseenWidths = homes.map((home) =>
      width(model.value({ ...homeLike(home), neighborhood: heldOut })),
    );
    expect(median(unseenWidths)).toBeGreaterThan(median(seenWidths));
  });

  it('widens the range for a home larger than almost every recorded sale', () => {
    const known = ames.find((s) => s.neighborhood === 'College Creek')!;
    const usual = model.value({ ...homeLike(known), squareFeet: 1500 });
    const huge = model.value({ ...homeLike(known), squareFeet: 4200, bedrooms: 5, bathrooms: 4 });
    expect(huge.confidence).toBe('low');
    expect(huge.confidenceReasons).toContain(
      'The home is larger or smaller than almost every recorded sale.',
    );
    expect(huge.high / huge.low).toBeGreaterThan(usual.high / usual.low);
  });

  it('gets the final model from the fit worker’s numbers, valuing as a fit on this thread does', () => {
    const sales = ames.slice(0, 300);
    const tunings = tuneMarkets(sales);
    const fromWorker = assembleValuationModel(sales, tunings);
    const withoutCoefficients = Object.fromEntries(
      Object.entries(tunings).map(([id, { coefficients: _c, ...tuning }]) => [id, tuning]),
    );
    const fittedHere = assembleValuationModel(sales, withoutCoefficients);
    const home = homeLike(sales[0]!);
    expect(fromWorker.value(home).estimate).toBe(fittedHere.value(home).estimate);
    expect(Object.values(tunings)[0]!.coefficients).toBeInstanceOf(Float64Array);
  });
});

describe('a valuation after the last recorded sale (Ames, IA)', () => {
  it('says prices moved on and gives the range measured by valuing the latest sales from earlier ones', () => {
    const early = ames.filter((s) => s.soldAt < '2009-07-01');
    const model = fitValuationModel(early);
    const home = homeLike(early.find((s) => s.neighborhood === 'College Creek')!);
    const later = model.value({ ...home, asOf: '2010-03-15' });
    const reasons = later.confidenceReasons.join(' ');
    expect(reasons).toContain('No recorded sales in this market after 2009-06-01');
    expect(reasons).toMatch(
      /Valuing this market's latest \d+ sales from the earlier ones, \d+ % were within 10 %: the range allows for that\./,
    );
    const then = model.value({ ...home, asOf: '2009-06-01' });
    expect(then.confidenceReasons.join(' ')).not.toContain('latest');
    // Same estimate (the index stops at the last sale), its own measured range.
    expect(later.estimate).toBe(then.estimate);
    expect([later.low, later.high]).not.toEqual([then.low, then.high]);
  });
});
