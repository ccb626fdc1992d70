import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';

const read = (transcript: string) => parseTranscript({ transcript });

describe('a repair said with several markers is one repair (decision 0570)', () => {
  it.each([
    ['a condo in Omaha, two bathrooms, no wait, make it three', { minBathrooms: 3 }],
    ['3 bed in Boise, no actually make that 4', { minBedrooms: 4 }],
    ['townhouses under 300k, sorry, no, let’s say 350k', { maxPrice: 350_000 }],
    ['apartments in Tulsa, wait no, change that to Norman', { city: 'Norman' }],
  ])('%s', (transcript, filters) => {
    const result = read(transcript);
    expect(result.intent).toBe('property_search');
    expect(result.filters).toMatchObject(filters);
  });

  it.each([
    ['condos in Tampa, actually Orlando with a pool', 'Orlando'],
    ['homes in Boise, sorry Meridian', 'Meridian'],
  ])('%s: a place after a set-off marker replaces the place before it', (transcript, city) => {
    const result = read(transcript);
    expect(result.filters.city).toBe(city);
    expect(result.filters.cities).toBeUndefined();
  });

  it('never reads past the end of a request that stops at its marker', () => {
    expect(read('three beds in Reno, no wait').filters).toMatchObject({ minBedrooms: 3 });
    expect(read('houses in Reno, sorry, make it').filters).toMatchObject({ city: 'Reno' });
  });
});

describe('choosing neighbours by where they come from, said as nearness (decision 0570)', () => {
  it.each([
    'a townhouse in Edison near families from India',
    'I want to be surrounded by people from the old country',
    'somewhere with folks from back home, we are Haitian',
    'condos in Queens close to people from my homeland',
    'put me around residents from the Middle East',
  ])('refuses %s', (transcript) => {
    expect(read(transcript)).toMatchObject({ intent: 'unsupported', declined: 'steering' });
  });

  it.each([
    ['a house in Plano near my parents, they moved from India', 'Plano'],
    ['condos near the airport in Miami with flights from Cuba', 'Miami'],
    ['a home in Austin close to people from work', 'Austin'],
  ])('serves %s', (transcript, city) => {
    const result = read(transcript);
    expect(result.declined).toBeUndefined();
    expect(result.filters.city).toBe(city);
  });

  it('reads "nowhere near" as an aversion to the people after it, not to a place', () => {
    expect(read('a duplex nowhere near anybody on section 8').declined).toBe('steering');
    expect(read('a house in Reno nowhere near the freeway').declined).toBeUndefined();
  });

  it('reads a colour said of the crowd around as choosing neighbours by it', () => {
    expect(read('condos in Sarasota for a mostly white crowd').declined).toBe('steering');
    expect(read('a loft in Denver for the young professional crowd').declined).toBeUndefined();
  });
});

describe('words that only look like a district (decision 0570)', () => {
  it.each([
    ['a ranch in Tucson with a father in law suite', { city: 'Tucson' }],
    ['homes with in law quarters in Mesa', { city: 'Mesa' }],
    ['4 bed house with an in law unit in Boise', { city: 'Boise', minBedrooms: 4 }],
  ])('%s names rooms, not a neighbourhood', (transcript, filters) => {
    const result = read(transcript);
    expect(result.filters).toMatchObject(filters);
    expect(result.filters.neighborhood).toBeUndefined();
  });

  it('still hears a district said as its sound-alike', () => {
    expect(read('houses in down town austin').filters.neighborhood).toBe('downtown');
  });
});

describe('another subject asked about a thing of the asker’s own (decision 0570)', () => {
  it.each(['how do I restart my chromebook', 'how can I unlock my android'])('%s', (transcript) => {
    expect(read(transcript)).toMatchObject({ intent: 'off_topic', declined: 'off_topic' });
  });

  it('leaves a home of the asker’s own to the search', () => {
    expect(read('how do I sell my condo').intent).not.toBe('off_topic');
  });
});
