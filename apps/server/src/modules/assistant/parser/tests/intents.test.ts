import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

describe('greetings and help', () => {
  itParses([
    ['hello', {}, 'greeting'],
    ['hi there', {}, 'greeting'],
    ['good morning', {}, 'greeting'],
    ['hey', {}, 'greeting'],
    ['help', {}, 'help'],
    ['what can you do', {}, 'help'],
    ['how does this work', {}, 'help'],
    ['what can i ask you', {}, 'help'],
    ['hello can you help me find a condo', { propertyType: 'condo' }],
  ]);
});

describe('market trends', () => {
  itParses([
    ["what's the market like in Austin", { city: 'Austin' }, 'market_trends'],
    ['how are prices changing in Phoenix', { city: 'Phoenix' }, 'market_trends'],
    [
      'are home prices going up in Denver',
      { propertyType: 'house', city: 'Denver' },
      'market_trends',
    ],
    ["what's the median price in Miami", { city: 'Miami' }, 'market_trends'],
    ['price per square foot in Boston', { city: 'Boston' }, 'market_trends'],
    [
      'market trends for condos in Seattle',
      { propertyType: 'condo', city: 'Seattle' },
      'market_trends',
    ],
    ['housing market in Texas', { state: 'TX' }, 'market_trends'],
    [
      'What are home values doing in Seattle?',
      { propertyType: 'house', city: 'Seattle' },
      'market_trends',
    ],
    ['Is now a good time to sell in Austin?', { city: 'Austin' }, 'market_trends'],
    // comparing the prices of places is a market question
    [
      'is Tampa or Orlando cheaper for condos',
      { propertyType: 'condo', cities: ['Tampa', 'Orlando'] },
      'market_trends',
    ],
    ['is there anything cheaper in Austin or Dallas', { cities: ['Austin', 'Dallas'] }],
  ]);
});

describe('price questions', () => {
  itParses([
    [
      'how much is a 3 bedroom house in Dallas',
      { propertyType: 'house', city: 'Dallas', minBedrooms: 3 },
      'price_inquiry',
    ],
    ['how much do condos cost in Miami', { propertyType: 'condo', city: 'Miami' }, 'price_inquiry'],
    [
      "what's the average rent for a 2 bedroom in Chicago",
      { status: 'for-rent', city: 'Chicago', minBedrooms: 2 },
      'price_inquiry',
    ],
    ['what are the prices like in Austin', { city: 'Austin' }, 'price_inquiry'],
    [
      'how much does a condo cost in Boston',
      { propertyType: 'condo', city: 'Boston' },
      'price_inquiry',
    ],
    [
      'what is the rent for a 1 bedroom in NYC',
      { status: 'for-rent', city: 'New York', minBedrooms: 1 },
      'price_inquiry',
    ],
  ]);
});

describe('tours and unknowns', () => {
  itParses([
    ['Can I take a virtual tour?', {}, 'virtual_tour'],
    ['schedule a showing', {}, 'unsupported'],
    ['asdfgh', {}, 'unknown'],
    ['the weather tomorrow', {}, 'off_topic'],
    ['tell me a joke', {}, 'off_topic'],
  ]);
});

describe('searches in plain words', () => {
  itParses([
    ['Show me apartments in Boston.', { propertyType: 'apartment', city: 'Boston' }],
    [
      'Are there any condos for sale in Seattle?',
      { status: 'for-sale', propertyType: 'condo', city: 'Seattle' },
    ],
    ["what's available in Austin", { city: 'Austin' }],
    ['find me something cheap in Denver', { city: 'Denver', sort: 'price-asc' }],
    [
      'i need a 4 bed house with a 2 car garage in Phoenix AZ',
      { propertyType: 'house', city: 'Phoenix', state: 'AZ', minBedrooms: 4, features: ['garage'] },
    ],
    [
      '3 bedroom house in Austin under 500K with a pool and garage sorted by newest',
      {
        propertyType: 'house',
        city: 'Austin',
        maxPrice: 500_000,
        minBedrooms: 3,
        features: ['garage', 'pool'],
        sort: 'newest',
      },
    ],
    ['show me listings', {}],
    [
      "I'm looking for a 3 bed 2 bath home in Denver for under 600 thousand",
      { propertyType: 'house', city: 'Denver', maxPrice: 600_000, minBedrooms: 3, minBathrooms: 2 },
    ],
    [
      'any 2br apartments for rent in Seattle below 3k per month',
      {
        status: 'for-rent',
        propertyType: 'apartment',
        city: 'Seattle',
        maxPrice: 3_000,
        minBedrooms: 2,
      },
    ],
    [
      'find condos in Miami between $500k and $750k with ocean views',
      {
        propertyType: 'condo',
        city: 'Miami',
        minPrice: 500_000,
        maxPrice: 750_000,
        features: ['view'],
      },
    ],
    [
      "what's the cheapest house in Houston",
      { propertyType: 'house', city: 'Houston', sort: 'price-asc' },
    ],
    ['I can afford up to 600k', { maxPrice: 600_000 }],
    ['my budget is around 2500 a month', { status: 'for-rent', minPrice: 2_250, maxPrice: 2_750 }],
  ]);
});

/** One `it` per transcript: an action the assistant cannot take, declined as such. */
function itDeclinesAsAction(transcripts: string[]) {
  for (const transcript of transcripts) {
    it(transcript, () => {
      const result = parseTranscript({ transcript });
      expect({ intent: result.intent, declined: result.declined }).toEqual({
        intent: 'unsupported',
        declined: 'action',
      });
    });
  }
}

describe('reaching a person for the user is an action', () => {
  itDeclinesAsAction([
    'please phone the landlord for me',
    'can you email the seller',
    'contact the realtor about it',
  ]);
});

describe('booking a service or a time for the user is an action', () => {
  itDeclinesAsAction([
    // a service the user wants booked, named by what it is
    'could you set up an appraisal on that one',
    'arrange a survey of the lot',
    // a booking verb with a day or an hour, whatever the object is called
    'book the radon test for thursday afternoon',
    'schedule the movers for saturday',
  ]);
});

describe('a booking word without a time or a service stays a search', () => {
  itParses([
    ['condos open saturday in tampa', { propertyType: 'condo', city: 'Tampa' }],
    ['houses with a pool set up for entertaining', { propertyType: 'house', features: ['pool'] }],
  ]);
});

describe('managing an appointment or an offer, or handing on papers, is an action', () => {
  itDeclinesAsAction([
    'reschedule the viewing to Friday',
    'confirm my tour for Sunday',
    'withdraw my offer on the Elm street house',
    'submit a bid for 400k on it',
    'forward my bank statements to the landlord',
  ]);
});

describe('a sending or bidding word that asks for listings or about the market stays one', () => {
  itParses([
    ['send me condos in Denver', { propertyType: 'condo', city: 'Denver' }],
    ['send me listings with a pool', { features: ['pool'] }],
  ]);
  it('how do bids work in a hot market', () => {
    expect(
      parseTranscript({ transcript: 'how do bids work in a hot market' }).declined,
    ).toBeUndefined();
  });
});
