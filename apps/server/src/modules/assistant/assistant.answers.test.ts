import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { ask, seedListings } from './assistant.test-support';

const DAY = 86_400_000;

describe('POST /api/assistant/query: property context, market figures, refusals', () => {
  let t: TestApp;
  let agent: TestUser;
  let houseId = '';
  let hiddenId = '';

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    const now = t.clock.now().getTime();
    const db = t.app.context.db;
    const [house] = await seedListings(db, agent.id, [
      {
        city: 'Austin',
        title: 'Craftsman on Elm',
        price: 450_000,
        squareFeet: 1_800,
        yearBuilt: 1995,
        features: ['garage', 'pool'],
        images: [{ url: '/demo-media/house-1.svg' }, { url: '/demo-media/house-2.svg' }],
      },
    ]);
    houseId = house!.id;
    const [hidden] = await seedListings(db, agent.id, [
      { city: 'Austin', title: 'Draft', approval: 'pending' },
    ]);
    hiddenId = hidden!.id;
    // Phoenix: four listed in the last three months at a higher median than four before them
    await seedListings(db, agent.id, [
      ...[300_000, 320_000, 340_000, 360_000].map((price, index) => ({
        city: 'Phoenix',
        state: 'AZ',
        price,
        squareFeet: 2_000,
        createdAt: new Date(now - (120 + index) * DAY),
      })),
      ...[330_000, 350_000, 370_000, 390_000].map((price, index) => ({
        city: 'Phoenix',
        state: 'AZ',
        price,
        squareFeet: 2_000,
        createdAt: new Date(now - (10 + index) * DAY),
      })),
      // a sale closed this month: counted in the prices and the recent window, not in inventory
      { city: 'Phoenix', state: 'AZ', price: 500_000, status: 'sold' as const },
    ]);
  });
  afterAll(() => t.close());

  const context = () => ({ propertyContext: { id: houseId } });

  it('answers "how much is this one?" from the property in context', async () => {
    const { body } = await ask(t.app, { transcript: 'how much is this one?', ...context() });
    expect(body.data).toMatchObject({ intent: 'price_inquiry', filters: {}, totalCount: 1 });
    expect(body.data.reply).toBe(
      'Craftsman on Elm is for sale at $450,000, about $250 per square foot.',
    );
    expect(body.data.properties[0]).toMatchObject({ id: houseId, formattedPrice: '$450,000' });
  });

  it('answers "does it have a garage?" and describes the property', async () => {
    const { body } = await ask(t.app, { transcript: 'does it have a garage?', ...context() });
    expect(body.data).toMatchObject({ intent: 'property_details', filters: {} });
    expect(body.data.reply).toMatch(
      /^Yes, it has garage\. Craftsman on Elm is a 3-bedroom, 2-bath house of 1,800 square feet in Austin, TX, built in 1995/,
    );
    const fireplace = await ask(t.app, { transcript: 'does it have a fireplace', ...context() });
    expect(fireplace.body.data.reply).toMatch(/^Its listing does not mention fireplace\./);
  });

  it('answers "show me a tour" and "tell me about it"', async () => {
    const tour = await ask(t.app, { transcript: 'show me a tour', ...context() });
    expect(tour.body.data.intent).toBe('virtual_tour');
    expect(tour.body.data.reply).toMatch(/no 3D tour yet, but you can browse its 2 photos/);
    const about = await ask(t.app, { transcript: 'tell me about it', ...context() });
    expect(about.body.data.intent).toBe('property_details');
    expect(about.body.data.reply).toMatch(/Features: garage and pool\.$/);
  });

  it('does not reveal a listing the caller may not see', async () => {
    const { body } = await ask(t.app, {
      transcript: 'how much is this one?',
      propertyContext: { id: hiddenId },
    });
    expect(body.data.reply).toBe('I could not find that property; it may no longer be listed.');
    expect(body.data.properties).toEqual([]);
    const own = await ask(
      t.app,
      { transcript: 'how much is this one?', propertyContext: { id: hiddenId } },
      agent.headers,
    );
    expect(own.body.data.reply).toMatch(/^Draft is for sale at \$400,000/);
  });

  it('asks for a property when a question about "this one" comes without one', async () => {
    const { body } = await ask(t.app, { transcript: 'Can I take a virtual tour?' });
    expect(body.data.intent).toBe('virtual_tour');
    expect(body.data.reply).toMatch(/^Open a property to walk through its 3D model, or ask me/);
    const price = await ask(t.app, { transcript: 'how much is this one?' });
    expect(price.body.data.reply).toMatch(/^Open a property first/);
  });

  it('gives real market figures for the place asked', async () => {
    const { body } = await ask(t.app, { transcript: 'how are prices changing in Phoenix' });
    expect(body.data.intent).toBe('market_trends');
    expect(body.data.filters).toEqual({ city: 'Phoenix' });
    expect(body.data.totalCount).toBe(8);
    expect(body.data.reply).toBe(
      'In Phoenix, the median asking price is $350,000 and the average $362,222, about $175 per square foot; 8 listings are for sale now. Based on 9 listings for sale or sold. Too few listings to call a trend: 5 listings in the last 3 months against 4 listings the 3 months before.',
    );
  });

  it('answers an average price question with figures and the listings', async () => {
    const { body } = await ask(t.app, {
      transcript: "what's the average price of a home in Phoenix",
    });
    expect(body.data.intent).toBe('price_inquiry');
    expect(body.data.reply).toBe(
      'The average price of houses in Phoenix is $362,222, with a median of $350,000, across 9 listings.',
    );
    expect(body.data.properties.length).toBeGreaterThan(0);
  });

  it('says when there is no market data for a place', async () => {
    const { body } = await ask(t.app, { transcript: 'market trends in Boise' });
    expect(body.data.reply).toBe(
      "I don't have enough listings in Boise to show market figures yet.",
    );
  });

  it('refuses fair-housing steering with no search and no filters', async () => {
    const { body } = await ask(t.app, {
      transcript: 'show me homes in a neighborhood without children',
    });
    expect(body.data).toMatchObject({
      intent: 'unsupported',
      filters: {},
      properties: [],
      totalCount: 0,
    });
    expect(body.data.reply).toMatch(/fair-housing law/);
  });

  it('greets and helps', async () => {
    expect((await ask(t.app, { transcript: 'hello' })).body.data).toMatchObject({
      intent: 'greeting',
      filters: {},
      properties: [],
    });
    const help = await ask(t.app, { transcript: 'what can you do' });
    expect(help.body.data.intent).toBe('help');
    expect(help.body.data.reply).toMatch(/properties, pricing, market trends and virtual tours/);
  });
});
