import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_BENCH_SALES_CSVS } from '../ai-tools/sales-source';
import { readSalesCsvFile } from '../../lib/sales-csv';

/** The real sales shipped in apps/server/data (its README says where each comes from). */
describe('bundled recorded sales', () => {
  const read = async (name: string) => {
    const file = BUNDLED_BENCH_SALES_CSVS.find((f) => path.basename(f) === name)!;
    return readSalesCsvFile(file);
  };
  const years = (soldAt: string[]) => [...new Set(soldAt.map((d) => d.slice(0, 4)))].sort();
  /** The corners of the box around every sale (one check, not one per sale: 25 000 of them). */
  const extent = (sales: Array<{ latitude?: number | null; longitude?: number | null }>) => {
    const lat = sales.map((s) => s.latitude ?? Number.NaN);
    const lon = sales.map((s) => s.longitude ?? Number.NaN);
    return {
      south: Math.min(...lat),
      north: Math.max(...lat),
      west: Math.min(...lon),
      east: Math.max(...lon),
    };
  };

  it('Sacramento, CA: 932 sales of May 2008, cities named as people write them', async () => {
    const { sales, errors } = await read('sacramento-sales.csv');
    expect(errors).toEqual([]);
    expect(sales).toHaveLength(932);
    expect(new Set(sales.map((s) => s.state))).toEqual(new Set(['CA']));
    const cities = new Set(sales.map((s) => s.city));
    // The source wrote `Elk_grove`: the market-data page lists cities as they are stored.
    expect([...cities].filter((city) => !/^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(city))).toEqual([]);
    expect(cities).toContain('Elk Grove');
    expect(cities).toContain('El Dorado Hills');
  });

  it('Ames, IA: 2,658 arm’s-length sales of 2006–2010 in 28 neighbourhoods, all located', async () => {
    const { sales, errors } = await read('ames-sales.csv');
    expect(errors).toEqual([]);
    expect(sales).toHaveLength(2658);
    expect(years(sales.map((s) => s.soldAt))).toEqual(['2006', '2007', '2008', '2009', '2010']);
    expect(new Set(sales.map((s) => s.neighborhood)).size).toBe(28);
    expect(new Set(sales.map((s) => s.propertyType))).toEqual(
      new Set(['house', 'townhouse', 'multi-family']),
    );
    expect(new Set(sales.map((s) => `${s.city}|${s.state}|${s.zip}`))).toEqual(
      new Set(['Ames|IA|null']),
    );
    const box = extent(sales);
    expect(box.south).toBeGreaterThan(41.9);
    expect(box.north).toBeLessThan(42.1);
    expect(box.west).toBeGreaterThan(-93.8);
    expect(box.east).toBeLessThan(-93.5);
  });

  it('Lucas County, OH: 25,357 auditor sales of 1993–1998, projected coordinates in the county', async () => {
    const { sales, errors } = await read('lucas-county-sales.csv');
    expect(errors).toEqual([]);
    expect(sales).toHaveLength(25357);
    expect(years(sales.map((s) => s.soldAt))).toEqual([
      '1993',
      '1994',
      '1995',
      '1996',
      '1997',
      '1998',
    ]);
    // The county spans about 41.4–41.75° N and 83.2–83.9° W (Toledo near 41.65, −83.55).
    const box = extent(sales);
    expect(box.south).toBeGreaterThan(41.4);
    expect(box.north).toBeLessThan(41.75);
    expect(box.west).toBeGreaterThan(-83.9);
    expect(box.east).toBeLessThan(-83.2);
  });
});
