import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

const read = (transcript: string) => parseTranscript({ transcript });

describe('a question about what the assistant does or may be asked is help (decision 0590)', () => {
  it.each([
    'what kinds of requests can I make',
    'which questions am I allowed to ask',
    'tell me what I can type in here',
    'what sorts of things are you able to look up',
    'what am I able to ask you about',
    'what kind of searches can we run',
  ])('%s', (transcript) => {
    expect(read(transcript).intent).toBe('help');
  });

  itParses([
    // the person asks what to do elsewhere, or names a search: not help
    ['what things can I do in Tucson', { city: 'Tucson' }],
    ['what can I get for 350k in Boise', { city: 'Boise', maxPrice: 350_000 }],
  ]);
});

describe('an offer asked to be made is an action the assistant cannot take', () => {
  it.each([
    'bid them 385k on this one',
    'go ahead and offer the owners 20k under asking',
    'could you please counter at 410',
    'I want you to offer 300 grand for it',
  ])('%s', (transcript) => {
    const result = read(transcript);
    expect({ intent: result.intent, declined: result.declined }).toEqual({
      intent: 'unsupported',
      declined: 'action',
    });
  });

  itParses([
    // "offer" describing a home is a search
    [
      'townhomes that offer a garage in Mesa',
      { propertyType: 'townhouse', city: 'Mesa', features: ['garage'] },
    ],
    [
      'condos offering a pool under 300k',
      { propertyType: 'condo', maxPrice: 300_000, features: ['pool'] },
    ],
  ]);
});

describe('a place the requester comes from is not where to look', () => {
  itParses([
    [
      'we just relocated from Guatemala, looking for a 2 bed apartment in Houston',
      { propertyType: 'apartment', city: 'Houston', minBedrooms: 2 },
    ],
    [
      "I'm moving out of Cleveland, houses in Columbus under 300k",
      { propertyType: 'house', city: 'Columbus', maxPrice: 300_000 },
    ],
    [
      'originally from Fresno, want a condo in Sacramento',
      { propertyType: 'condo', city: 'Sacramento' },
    ],
    // "from" of a price range or a distance is no origin
    [
      'houses in Omaha from 200k to 260k',
      { propertyType: 'house', city: 'Omaha', minPrice: 200_000, maxPrice: 260_000 },
    ],
  ]);
});

describe('a price said of a thing that is no home is another subject', () => {
  it.each([
    'a used truck under 15k',
    'recommend a good mattress for under 900',
    'I need a new couch under 1000 dollars',
  ])('%s', (transcript) => {
    expect(read(transcript).intent).toBe('off_topic');
  });

  itParses([
    ['anything decent under 450k', { maxPrice: 450_000 }],
    ['a good deal under 300k', { maxPrice: 300_000 }],
    ['a cabin under 250k', { propertyType: 'house', maxPrice: 250_000 }],
  ]);
});
