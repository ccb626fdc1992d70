import { ZIntelligenceQuerySchema, type TSale } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { marketIntelligence, type MarketListing } from './market-intelligence';
import { niceStep, priceDistribution } from './price-buckets';

const sale = (
  price: number,
  squareFeet: number,
  soldAt: string,
  extra: Partial<TSale> = {},
): TSale => ({
  city: 'Elk_grove',
  state: 'CA',
  zip: '95757',
  neighborhood: null,
  latitude: null,
  longitude: null,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet,
  lotSize: null,
  yearBuilt: null,
  garageSpaces: null,
  price,
  soldAt,
  ...extra,
});

const sales = [
  sale(300_000, 1_500, '2025-01-10'), // $200/sqft
  sale(320_000, 1_600, '2025-01-20'), // $200
  sale(400_000, 1_600, '2025-03-05'), // $250
  sale(360_000, 1_500, '2025-03-15'), // $240
  sale(380_000, 1_520, '2025-03-25'), // $250
  sale(250_000, 1_000, '2025-03-28', { propertyType: 'condo' }), // $250
  sale(900_000, 3_000, '2025-03-01', { city: 'Sacramento', zip: '95818' }),
];

const query = (input: Record<string, unknown>) => ZIntelligenceQuerySchema.parse(input);

describe('marketIntelligence', () => {
  it('computes medians, the monthly trend and types for a city (matching "Elk Grove" to "Elk_grove")', () => {
    const result = marketIntelligence(query({ city: 'Elk Grove', state: 'ca' }), sales);
    expect(result.salesCount).toBe(6);
    expect(result.asOf).toBe('2025-03-28');
    expect(result.medianPrice).toBe(340_000); // (320k + 360k) / 2
    expect(result.medianPricePerSquareFoot).toBe(245); // (240 + 250) / 2
    expect(result.monthlyTrend).toEqual([
      { month: '2025-01', sales: 2, medianPrice: 310_000, medianPricePerSquareFoot: 200 },
      { month: '2025-02', sales: 0, medianPrice: null, medianPricePerSquareFoot: null },
      { month: '2025-03', sales: 4, medianPrice: 370_000, medianPricePerSquareFoot: 250 },
    ]);
    expect(result.byPropertyType).toEqual([
      { propertyType: 'house', sales: 5, medianPrice: 360_000 },
      { propertyType: 'condo', sales: 1, medianPrice: 250_000 },
    ]);
    expect(result.priceDistribution.reduce((sum, b) => sum + b.count, 0)).toBe(6);
    expect(result.inventory).toEqual({ active: null, monthsOfSupply: null });
    expect(result.notes.join(' ')).toMatch(/No listing data/);
  });

  it('filters by type and limits the window to the last N months', () => {
    const result = marketIntelligence(
      query({ city: 'Elk Grove', propertyType: 'House', months: 1 }),
      sales,
    );
    expect(result.salesCount).toBe(3);
    expect(result.medianPrice).toBe(380_000);
    expect(result.monthlyTrend.map((m) => m.month)).toEqual(['2025-03']);
  });

  it('measures inventory, months of supply and days on market from listings', () => {
    const listings: MarketListing[] = [
      {
        city: 'Elk Grove',
        state: 'CA',
        propertyType: 'house',
        price: 1,
        status: 'active',
        listedAt: '2025-03-18',
      },
      {
        city: 'Elk Grove',
        state: 'CA',
        propertyType: 'house',
        price: 1,
        status: 'active',
        listedAt: '2025-02-26',
      },
      {
        city: 'Elk Grove',
        state: 'CA',
        propertyType: 'house',
        price: 1,
        status: 'sold',
        listedAt: '2025-01-01',
        soldAt: '2025-01-21',
      },
      {
        city: 'Elk Grove',
        state: 'CA',
        propertyType: 'house',
        price: 1,
        status: 'sold',
        listedAt: '2025-02-01',
        soldAt: '2025-03-13',
      },
      {
        city: 'Sacramento',
        state: 'CA',
        propertyType: 'house',
        price: 1,
        status: 'active',
        listedAt: '2025-03-01',
      },
    ];
    const result = marketIntelligence(
      query({ city: 'Elk Grove' }),
      sales,
      listings,
      new Date('2025-03-20T12:00:00Z'),
    );
    expect(result.inventory.active).toBe(2);
    // 6 sales over the 3 months observed = 2 a month; 2 active listings = 1 month of supply.
    expect(result.inventory.monthsOfSupply).toBe(1);
    expect(result.daysOnMarket).toEqual({ median: 30, basis: '2 sold listings, listing to sale' }); // 20 and 40 days
  });

  it('reports the marketplace listings: asking prices, new listings a week, a trend only with enough', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const listing = (price: number, listedAt: string, status: MarketListing['status'] = 'active') =>
      ({ city: 'Austin', state: 'TX', propertyType: 'house', price, status, listedAt }) as const;
    const few = [
      listing(500_000, '2026-11-20'),
      listing(700_000, '2026-10-01'),
      listing(900_000, '2026-11-10', 'sold'),
    ];
    const thin = marketIntelligence(query({ city: 'Austin' }), sales, few, now);
    expect(thin.listings).toMatchObject({ total: 3, active: 2, medianListPrice: 600_000 });
    expect(thin.listings.newListings).toEqual({ weeks: 8, count: 3, perWeek: 0.4, weekly: [] });
    expect(thin.listings.priceCuts.count).toBe(0);
    // A cut within the 8 weeks counts; one before them, or on a sold home, does not.
    const cuts = marketIntelligence(
      query({ city: 'Austin' }),
      sales,
      [
        { ...few[0]!, lastPriceCutAt: '2026-11-21' },
        { ...few[1]!, lastPriceCutAt: '2026-08-01' },
        { ...few[2]!, lastPriceCutAt: '2026-11-12' },
      ],
      now,
    );
    expect(cuts.listings.priceCuts).toEqual({
      count: 1,
      basis: '1 of 2 listing(s) for sale had their price cut in the last 8 weeks.',
    });
    // Days on market of active listings run to today, not to the last recorded sale.
    expect(thin.daysOnMarket.median).toBe(28); // 3 and 53 days

    const many = Array.from({ length: 12 }, (_, i) =>
      listing(400_000 + i * 10_000, `2026-11-${String(22 - i).padStart(2, '0')}`),
    );
    const busy = marketIntelligence(query({ city: 'Austin' }), sales, many, now);
    expect(busy.listings.newListings.count).toBe(12);
    expect(busy.listings.newListings.weekly).toHaveLength(8);
    expect(busy.listings.newListings.weekly.at(-1)).toEqual({ weekStart: '2026-11-17', count: 6 }); // 17th–22nd;
    expect(busy.listings.newListings.weekly.reduce((sum, w) => sum + w.count, 0)).toBe(12);
  });

  it('says so when nothing matches', () => {
    const result = marketIntelligence(query({ city: 'Nowhere' }), sales);
    expect(result.salesCount).toBe(0);
    expect(result.medianPrice).toBeNull();
    expect(result.priceDistribution).toEqual([]);
    expect(result.notes[0]).toMatch(/No recorded sales/);
  });
});

describe('priceDistribution', () => {
  it('uses round bucket edges with open ends', () => {
    expect(niceStep(23_000)).toBe(25_000);
    expect(niceStep(41_000)).toBe(50_000);
    const prices = Array.from({ length: 101 }, (_, i) => 100_000 + i * 4_000); // 100k … 500k
    const buckets = priceDistribution(prices);
    expect(buckets[0]!.label).toBe('under $150K');
    expect(buckets.at(-1)!.label).toBe('$450K and over');
    expect(buckets[1]).toMatchObject({ label: '$150K–$200K', min: 150_000, max: 200_000 });
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(101);
    expect(buckets[1]!.count).toBe(12); // 152k, 156k, …, 196k
  });
});
