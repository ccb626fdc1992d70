import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, MAP_AREA_MESSAGES, type TPropertyPage } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { createApprovedListing } from './properties.test-support';

/**
 * A 3×3 grid of Austin homes 0.01° apart (rows 30.25, 30.26, 30.27; columns -97.76, -97.75,
 * -97.74), one home with no coordinates, and one in Denver.
 */
const GRID = [30.25, 30.26, 30.27].flatMap((lat, row) =>
  [-97.76, -97.75, -97.74].map((lng, column) => ({ title: `Grid ${row}-${column}`, lat, lng })),
);

describe('listings: map search by bounds and drawn area', () => {
  let t: TestApp;

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    return response;
  };
  const titles = async (query: string) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TPropertyPage>();
    return { titles: page.items.map((item) => item.title).sort(), page };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const agent = await createUser(t.app, 'agent');
    const admin = await createUser(t.app, 'admin');
    const place = (lat: number | null, lng: number | null, city = 'Austin') => ({
      location: { address: '1 Map St', city, latitude: lat, longitude: lng },
    });
    for (const home of GRID) {
      t.clock.advance(1000);
      await createApprovedListing(t.app, agent, admin, {
        title: home.title,
        ...place(home.lat, home.lng),
      });
    }
    await createApprovedListing(t.app, agent, admin, {
      title: 'No coordinates',
      ...place(null, null),
    });
    await createApprovedListing(t.app, agent, admin, {
      title: 'Denver home',
      ...place(39.74, -104.99, 'Denver'),
    });
  });
  afterAll(() => t.close());

  it('without an area lists every home, those without coordinates too', async () => {
    const { page } = await titles('limit=50');
    expect(page.totalCount).toBe(11);
  });

  it('bounds keep the homes inside, edges included, and leave out homes with no coordinates', async () => {
    const { titles: inside, page } = await titles('bounds=30.255,-97.765,30.275,-97.745');
    expect(inside).toEqual(['Grid 1-0', 'Grid 1-1', 'Grid 2-0', 'Grid 2-1']);
    expect(page.totalCount).toBe(4);
    // A home exactly on the edge counts as inside the visible map.
    const edge = await titles('bounds=30.27,-97.74,30.28,-97.73');
    expect(edge.titles).toEqual(['Grid 2-2']);
    const nowhere = await titles('bounds=10,10,11,11');
    expect(nowhere.page.totalCount).toBe(0);
  });

  it('a drawn triangle keeps only the homes inside it, with the right count', async () => {
    // Its diagonal runs 0.005° east of the south-west half's homes: the north-east half is out.
    const polygon = '30.245 -97.765,30.245 -97.73,30.28 -97.765';
    const { titles: inside, page } = await titles(`polygon=${encodeURIComponent(polygon)}`);
    expect(inside).toEqual([
      'Grid 0-0',
      'Grid 0-1',
      'Grid 0-2',
      'Grid 1-0',
      'Grid 1-1',
      'Grid 2-0',
    ]);
    expect(page.totalCount).toBe(6);
  });

  it('pages through a drawn area by cursor with the total of the first page', async () => {
    const polygon = encodeURIComponent('30.24 -97.77,30.24 -97.73,30.28 -97.73,30.28 -97.77');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&startAfter=${encodeURIComponent(cursor)}` : '';
      const response = await search(`polygon=${polygon}&limit=4&sort=price-asc${after}`);
      const page = response.json<TPropertyPage>();
      expect(page.totalCount).toBe(9);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('bounds and a drawn area together keep what both contain', async () => {
    const polygon = encodeURIComponent('30.245 -97.765,30.245 -97.73,30.28 -97.765');
    const { titles: inside } = await titles(
      `polygon=${polygon}&bounds=30.245,-97.765,30.255,-97.73`,
    );
    expect(inside).toEqual(['Grid 0-0', 'Grid 0-1', 'Grid 0-2']);
  });

  it('answers 400 with a clear message for bad bounds and drawn areas', async () => {
    const cases: Array<[string, string]> = [
      ['bounds=30,-97', MAP_AREA_MESSAGES.boundsFormat],
      ['bounds=30,-98,Infinity,-97', MAP_AREA_MESSAGES.boundsFormat],
      ['bounds=NaN,-98,31,-97', MAP_AREA_MESSAGES.boundsFormat],
      ['bounds=-95,-98,31,-97', MAP_AREA_MESSAGES.boundsRange],
      ['bounds=30,-98,31,190', MAP_AREA_MESSAGES.boundsRange],
      ['bounds=31,-98,30,-97', MAP_AREA_MESSAGES.boundsOrder],
      ['bounds=30,170,31,-170', MAP_AREA_MESSAGES.boundsOrder],
      ['polygon=30%20-98,31%20-97', MAP_AREA_MESSAGES.polygonTooFew],
      ['polygon=30%20-98,31%20x,31%20-97', MAP_AREA_MESSAGES.polygonFormat],
      ['polygon=30%20-98,91%20-97,31%20-97', MAP_AREA_MESSAGES.polygonRange],
      [
        `polygon=${Array.from({ length: 51 }, (_, i) => `30%20${-98 + i / 100}`).join(',')}`,
        MAP_AREA_MESSAGES.polygonTooMany,
      ],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({
        code: API_ERROR_CODES.validation,
        message,
      });
    }
  });
});
