import type { TProperty } from '@nestwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createAiToolsService } from '../ai-tools/ai-tools.service';
import { createListingQueries } from '../properties/properties.queries';
import { createApprovedListing } from '../properties/properties.test-support';
import { dbSalesSource } from './market-sales-source';
import { saleLine, salesCsv } from './market.test-support';
import { importSalesCsv } from './sales-import.service';

describe('dbSalesSource: the sales table and sold listings', () => {
  let t: TestApp;
  let admin: TestUser;
  let agent: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, agent] = await Promise.all([createUser(t.app, 'admin'), createUser(t.app, 'agent')]);
  });
  afterAll(() => t.close());

  const markSold = async (listing: TProperty) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: agent.headers,
      payload: { status: 'sold' },
    });
    expect(response.statusCode).toBe(200);
  };

  it('counts sold listings as sales and returns the same array until the data changes', async () => {
    const source = dbSalesSource(t.app.context.db, createListingQueries(t.app.context));
    const empty = await source();
    expect(empty).toEqual([]);
    expect(await source()).toBe(empty);

    await importSalesCsv(t.app.context.db, salesCsv([saleLine(1), saleLine(2)]), { source: 't' });
    const imported = await source();
    expect(imported).not.toBe(empty);
    expect(imported).toHaveLength(2);
    expect(await source()).toBe(imported);

    // A listing for sale is no sale; once sold, it is one.
    const listing = await createApprovedListing(t.app, agent, admin, {
      price: 612_000,
      squareFeet: 2100,
    });
    expect(await source()).toBe(imported);
    await markSold(listing);
    const withListing = await source();
    expect(withListing).toHaveLength(3);
    expect(withListing.find((sale) => sale.price === 612_000)).toEqual({
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      neighborhood: 'Downtown',
      latitude: 30.27,
      longitude: -97.74,
      propertyType: 'house',
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 2100,
      lotSize: null,
      yearBuilt: null,
      garageSpaces: null,
      price: 612_000,
      soldAt: '2026-11-21',
    });
    expect(await source()).toBe(withListing);
  });

  it('feeds the valuation, which refits when a listing is sold', async () => {
    const service = createAiToolsService({
      sales: dbSalesSource(t.app.context.db, createListingQueries(t.app.context)),
    });
    const subject = {
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      propertyType: 'house' as const,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1800,
    };
    const lines = Array.from({ length: 40 }, (_, i) =>
      saleLine(i, {
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        latitude: (30.2 + i / 1000).toFixed(4),
        longitude: '-97.74',
        price: String(400_000 + i * 3_000),
        squareFeet: String(1500 + i * 20),
      }),
    );
    await importSalesCsv(t.app.context.db, salesCsv(lines), { source: 'austin' });
    const before = await service.valuation(subject);
    const listing = await createApprovedListing(t.app, agent, admin, { price: 455_500 });
    await markSold(listing);
    // The first answer after the change still comes from the previous model; the refit runs in a
    // worker thread.
    expect((await service.valuation(subject)).method.salesUsed).toBe(before.method.salesUsed);
    await service.valuationModels.settled();
    const after = await service.valuation(subject);
    expect(after.method.salesUsed).toBe(before.method.salesUsed + 1);
    expect(after.comparables.some((c) => c.sale.price === 455_500)).toBe(true);
  });
});
