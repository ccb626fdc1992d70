import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

const onScreen = { propertyContext: { id: 'P7', city: 'Tulsa', propertyType: 'condo' } };

describe('a question judging what the home on screen costs asks its price (decision 0650)', () => {
  itParses([
    ['is it pricey', {}, 'price_inquiry', onScreen],
    ['and is that place affordable?', {}, 'price_inquiry', onScreen],
    ['what will it run me', {}, 'price_inquiry', onScreen],
    ['so what would this condo set us back', {}, 'price_inquiry', onScreen],
    // the plain price question stays as it was
    ['how much is this one', {}, 'price_inquiry', onScreen],
    // a dummy "it" that goes on to another matter is no question about this home
    ['is it costly to live in Boise', { city: 'Boise' }, 'property_search'],
    // the home on screen is no subject here: a search for cheap homes elsewhere
    ['is there anything cheap in Tulsa', { city: 'Tulsa', sort: 'price-asc' }, 'property_search'],
  ]);
});

describe('a question about the assistant itself is help, wherever it stands (decision 0650)', () => {
  itParses([
    ['could you describe what you do here', {}, 'help'],
    ['tell me how you work', {}, 'help'],
    ['not sure what you can help with', {}, 'help'],
    ['I am confused', {}, 'help'],
    ['sorry, new to this, what am I allowed to type', {}, 'help'],
    // a search after the same opening stays a search
    [
      "I'm lost, show me condos in Tucson",
      { propertyType: 'condo', city: 'Tucson' },
      'property_search',
    ],
    [
      'townhomes in Reno, what can I get for 400k',
      { propertyType: 'townhouse', city: 'Reno', maxPrice: 400_000 },
    ],
  ]);
});

describe('a deal commanded of the assistant is an action it cannot take (decision 0650)', () => {
  it.each([
    ['haggle with the owner for me', undefined],
    ['please hold this unit until Friday', onScreen],
    ['could you secure it for us', onScreen],
    ['go ahead and purchase this one for me', onScreen],
    ['I want you to bargain them down', onScreen],
  ])('%s', (transcript, context) => {
    const result = parseTranscript({ transcript, ...context });
    expect({ intent: result.intent, declined: result.declined }).toEqual({
      intent: 'unsupported',
      declined: 'action',
    });
  });

  it("the user's own plan is not declined: i would like to rent this one", () => {
    const result = parseTranscript({ transcript: 'i would like to rent this one', ...onScreen });
    expect(result.declined).toBeUndefined();
  });

  itParses([
    // the user's own questions are not commands
    ['how much room is there to negotiate on this one', {}, 'price_inquiry', onScreen],
    // a verb of booking with a kind of home, not the home on screen, stays a search
    ['book a 2 bedroom in Omaha', { city: 'Omaha', minBedrooms: 2 }],
    ['rent a townhouse in Provo', { status: 'for-rent', propertyType: 'townhouse', city: 'Provo' }],
  ]);
});

describe('being guided round the home on screen is a tour (decision 0650)', () => {
  itParses([
    ['could you take me around the house online', {}, 'virtual_tour', onScreen],
    ['show us through this place', {}, 'virtual_tour', onScreen],
    ['walk me round it', {}, 'virtual_tour', onScreen],
  ]);
});

describe('a question about another subject is off topic, even where the corrector made a search of it (decision 0650)', () => {
  it.each([
    'who invented the telephone',
    'how high is mount whitney',
    "what's the name of the yankees pitcher",
    'when did the titanic sink',
    'how old is mount rushmore',
  ])('%s', (transcript) => {
    const result = parseTranscript({ transcript });
    expect({ intent: result.intent, declined: result.declined }).toEqual({
      intent: 'off_topic',
      declined: 'off_topic',
    });
  });

  itParses([
    // a housing word or a place said as it is spelt keeps the search
    ['homes in everett', { propertyType: 'house', city: 'Everett' }],
    ['houses near the lakers arena in los angeles', { propertyType: 'house', city: 'Los Angeles' }],
    [
      'who has the cheapest condos in tampa',
      { propertyType: 'condo', city: 'Tampa', sort: 'price-asc' },
    ],
    // a slip in a search is still read
    ['what is for sael in sestle', { status: 'for-sale', city: 'Seattle' }],
    // a housing subject the filters cannot hold is not declined as another subject
    ["what's a fair interest rate these days", {}, 'unknown'],
  ]);
});
