import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';

describe('entities', () => {
  it('lists the spans understood, in the order they were said, with their values', () => {
    const { entities } = parseTranscript({
      transcript: 'Show me 3-bedroom houses in Austin, TX under $500K with a pool, cheapest first',
    });
    expect(entities).toEqual([
      { type: 'bedrooms', text: '3-bedroom', value: 3 },
      { type: 'propertyType', text: 'houses', value: 'house' },
      { type: 'city', text: 'Austin', value: 'Austin' },
      { type: 'state', text: 'TX', value: 'TX' },
      { type: 'maxPrice', text: 'under $500K', value: 500_000 },
      { type: 'feature', text: 'pool', value: 'pool' },
      { type: 'sort', text: 'cheapest first', value: 'price-asc' },
    ]);
  });

  it('names the comparative of a follow-up', () => {
    const { entities } = parseTranscript({
      transcript: 'show me cheaper ones',
      previousFilters: { city: 'Austin' },
      recentSearchResults: [{ id: 'a', price: 300_000 }],
    });
    expect(entities).toEqual([{ type: 'maxPrice', text: 'cheaper', value: 299_999 }]);
  });

  it('gives no entities for a refusal', () => {
    expect(parseTranscript({ transcript: 'a white neighborhood in Austin' }).entities).toEqual([]);
  });
});

describe('confidence', () => {
  const confidence = (transcript: string) => parseTranscript({ transcript }).confidence;

  it('is high when every word was understood and low when nothing was', () => {
    expect(confidence('3 bed houses in Austin under 500k')).toBeGreaterThanOrEqual(0.9);
    expect(confidence('asdf qwerty')).toBeLessThanOrEqual(0.3);
  });

  it('drops as more of the request goes unexplained', () => {
    expect(confidence('houses in Austin with a moat and a drawbridge')).toBeLessThan(
      confidence('houses in Austin with a pool'),
    );
  });

  it('drops when the intent was chosen over the cues of another', () => {
    // market figures asked together with a budgeted search
    expect(confidence("how's the market in Denver, and show me condos under 300k")).toBeLessThan(
      confidence("how's the market in Denver") - 0.1,
    );
    // a price asked of no listing in particular may be a question about the market
    const noListing = parseTranscript({ transcript: "what's the price of a house in Portland" });
    const onScreen = parseTranscript({
      transcript: "what's the price of this house",
      propertyContext: { id: 'P1' },
    });
    expect(noListing.intent).toBe('price_inquiry');
    expect(noListing.confidence).toBeLessThan(onScreen.confidence - 0.1);
  });

  it('keeps market questions sure when they only ask to be shown the market', () => {
    expect(confidence('give me the market trends')).toBeGreaterThanOrEqual(0.9);
  });

  it('is unsure of an off-topic answer to a sentence that also asks for homes', () => {
    const mixed = parseTranscript({
      transcript: "what's the weather like in Miami, and are there any condos for sale",
    });
    expect(mixed.intent).toBe('off_topic');
    expect(mixed.confidence).toBeLessThanOrEqual(0.6);
    // a poem about houses asks for no home
    expect(confidence('write a poem about houses')).toBeGreaterThanOrEqual(0.9);
    expect(confidence("what's the weather in Chicago tomorrow?")).toBeGreaterThanOrEqual(0.9);
  });

  it('doubts a capitalised name taken for a neighbourhood with no city to hold it', () => {
    const guessed = parseTranscript({ transcript: 'houses without a pool in Zorbleton' });
    expect(guessed.filters.neighborhood).toBe('zorbleton');
    expect(guessed.confidence).toBeLessThan(confidence('houses without a pool in Austin') - 0.1);
    // named with its city, the neighbourhood is no guess
    expect(confidence('condos in Wynwood Miami')).toBeGreaterThanOrEqual(0.9);
  });

  it('stays within 0..1', () => {
    for (const transcript of ['hello', 'help', '', 'x'.repeat(1000), 'homes near a church']) {
      const value = confidence(transcript);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});
