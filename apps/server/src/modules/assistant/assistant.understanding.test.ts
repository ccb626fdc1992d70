import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { ask, seedListings } from './assistant.test-support';

const titles = (body: { data: { properties: Array<{ title: string }> } }) =>
  body.data.properties.map((card) => card.title).sort();

const model = { name: 'Model', format: 'glb', url: 'https://cdn.example.com/m.glb' };

describe('POST /api/assistant/query: the language real people write', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const agent = await createUser(t.app, 'agent');
    await seedListings(t.app.context.db, agent.id, [
      { city: 'Austin', title: 'Austin condo', propertyType: 'condo', price: 300_000 },
      { city: 'Austin', title: 'Austin pool house', price: 500_000, features: ['pool'] },
      { city: 'Austin', title: 'Austin plain house', price: 450_000, bathrooms: 2 },
      { city: 'Austin', title: 'Austin big house', price: 700_000, bathrooms: 4 },
      {
        city: 'Austin',
        title: 'Zilker Park Bungalow',
        address: '12 Manor Drive',
        price: 480_000,
        squareFeet: 1_600,
        digitalTwin: { models: [model], documents: [] },
      },
      {
        city: 'Austin',
        title: 'Zilker duplex',
        propertyType: 'multi-family',
        address: '40 Barton Road',
        price: 900_000,
      },
      {
        city: 'Miami',
        state: 'FL',
        title: 'Miami condo',
        propertyType: 'condo',
        price: 600_000,
      },
      { city: 'Denver', state: 'CO', title: 'Denver house', price: 550_000 },
      {
        city: 'Seattle',
        state: 'WA',
        title: 'Seattle downtown flat',
        propertyType: 'apartment',
        neighborhood: 'Downtown',
      },
      {
        city: 'Denver',
        state: 'CO',
        title: 'Denver downtown loft',
        propertyType: 'apartment',
        neighborhood: 'Downtown',
      },
      {
        city: 'Seattle',
        state: 'WA',
        title: 'Seattle office',
        propertyType: 'commercial',
        price: 5_000_000,
      },
    ]);
  });
  afterAll(() => t.close());

  it('excludes what was ruled out instead of searching for it', async () => {
    const { body } = await ask(t.app, { transcript: 'anything except condos in Austin' });
    expect(body.data.filters).toEqual({ excludePropertyTypes: ['condo'], city: 'Austin' });
    expect(titles(body)).not.toContain('Austin condo');
    expect(body.data.totalCount).toBe(5);
    expect(body.data.reply).toContain('properties other than condos in Austin');

    const noPool = await ask(t.app, { transcript: 'houses in Austin without a pool' });
    expect(titles(noPool.body)).not.toContain('Austin pool house');
    expect(noPool.body.data.totalCount).toBe(3);

    const notMiami = await ask(t.app, { transcript: 'condos not in Austin' });
    expect(titles(notMiami.body)).toEqual(['Miami condo']);
  });

  it('searches every city and type named in a list', async () => {
    const { body } = await ask(t.app, { transcript: 'houses in Austin or Denver' });
    expect(body.data.filters).toEqual({ propertyType: 'house', cities: ['Austin', 'Denver'] });
    expect(body.data.totalCount).toBe(5);
    expect(titles(body)).toContain('Denver house');
    const types = await ask(t.app, { transcript: 'condos or townhouses in Miami or Austin' });
    expect(titles(types.body)).toEqual(['Austin condo', 'Miami condo']);
  });

  it('caps bathrooms when asked for "no more than"', async () => {
    const { body } = await ask(t.app, { transcript: 'houses in Austin with no more than 2 baths' });
    expect(body.data.filters.maxBathrooms).toBe(2);
    expect(titles(body)).not.toContain('Austin big house');
  });

  it('reads misspelt places and says what it read', async () => {
    const { body } = await ask(t.app, { transcript: 'hous in austn' });
    expect(body.data.filters).toEqual({ propertyType: 'house', city: 'Austin' });
    expect(body.data.reply).toMatch(/^Showing results for Austin\. I read “hous” as “house”\./);
    expect(body.data.corrections).toEqual([
      { from: 'hous', to: 'house' },
      { from: 'austn', to: 'Austin' },
    ]);
  });

  it('names every wish it could not apply', async () => {
    const { body } = await ask(t.app, { transcript: 'luxury houses with good schools in Austin' });
    expect(body.data.unapplied).toEqual(['luxury', 'school ratings']);
    expect(body.data.reply).toContain(
      "I can't filter by luxury and school ratings, so those were not applied.",
    );
  });

  it('answers off-topic questions and actions without searching', async () => {
    const weather = await ask(t.app, { transcript: "what's the weather in Austin tomorrow?" });
    expect(weather.body.data).toMatchObject({ intent: 'off_topic', totalCount: 0, properties: [] });
    expect(weather.body.data.reply).toContain('I can only help with property questions');
    const booking = await ask(t.app, { transcript: 'book a showing for saturday' });
    expect(booking.body.data.intent).toBe('unsupported');
    expect(booking.body.data.reply).toContain("I can't book showings");
  });

  it('lists only listings with a 3D model for a virtual-tour question', async () => {
    const { body } = await ask(t.app, { transcript: 'Which listings have a virtual tour?' });
    expect(body.data.filters).toEqual({ virtualTour: true });
    expect(titles(body)).toEqual(['Zilker Park Bungalow']);
    const austin = await ask(t.app, { transcript: 'any virtual tours in Denver?' });
    expect(austin.body.data.totalCount).toBe(0);
  });

  it('finds a listing named by its title or street and judges its price against comparables', async () => {
    const deal = await ask(t.app, { transcript: 'is the Zilker home a good deal?' });
    expect(deal.body.data.intent).toBe('price_inquiry');
    expect(titles(deal.body)).toEqual(['Zilker Park Bungalow']);
    expect(deal.body.data.reply).toContain('Zilker Park Bungalow is listed at $480,000');
    expect(deal.body.data.reply).toMatch(/across 3 comparable houses in Austin/);
    expect(deal.body.data.reply).toContain('small sample');

    // two listings are called Zilker: the noun said which one
    const duplex = await ask(t.app, { transcript: 'tell me about the Zilker duplex' });
    expect(titles(duplex.body)).toEqual(['Zilker duplex']);
    const worth = await ask(t.app, { transcript: 'how much is the house on Manor Drive worth?' });
    expect(titles(worth.body)).toEqual(['Zilker Park Bungalow']);
    const missing = await ask(t.app, { transcript: 'tell me about the Lakeview condo' });
    expect(missing.body.data.reply).toContain("I couldn't find a listing called “Lakeview”");
  });

  it('asks which city when a neighbourhood is in several, and compares only homes', async () => {
    const downtown = await ask(t.app, { transcript: "what's the market trend downtown" });
    expect(downtown.body.data.reply).toBe(
      'Several cities have a downtown: Denver or Seattle. Which city do you mean?',
    );
    const seattle = await ask(t.app, { transcript: 'market trend in Seattle' });
    // the office is not a home: one residential listing, said in the singular, as a small sample
    expect(seattle.body.data.reply).toContain('the median asking price is $400,000');
    expect(seattle.body.data.reply).toContain(
      'Based on 1 listing for sale or sold, a small sample',
    );
  });

  it('answers a market comparison city by city', async () => {
    const { body } = await ask(t.app, { transcript: 'compare Austin and Denver prices' });
    expect(body.data.filters).toEqual({ cities: ['Austin', 'Denver'] });
    expect(body.data.reply).toMatch(/^In Austin, .* In Denver, /);
  });
});
