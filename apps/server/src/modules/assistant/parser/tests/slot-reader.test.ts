import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { SLOTS, slotDisagreement, slotsSet, type SlotModel } from '../confidence/slot-words';

const at = (slot: (typeof SLOTS)[number]) => SLOTS.indexOf(slot);

/** A model that expects a minimum number of bedrooms whenever "least" is said, nothing else. */
const toyModel: SlotModel = {
  slots: [...SLOTS],
  bias: SLOTS.map(() => -4),
  weights: { 'w:least': SLOTS.map((slot) => (slot === 'minBedrooms' ? 8 : 0)) },
};

describe('the second reader of the filters', () => {
  it('counts a single value and its list as one slot', () => {
    const set = slotsSet({ cities: ['Austin', 'Dallas'], propertyType: 'condo', maxPrice: 1 });
    expect(set[at('place')]).toBe(true);
    expect(set[at('type')]).toBe(true);
    expect(set[at('maxPrice')]).toBe(true);
    expect(set[at('minPrice')]).toBe(false);
  });

  it('doubts a reading that leaves unset a slot the words call for', () => {
    const words = ['w:at', 'w:least', 'w:<n>'];
    const without = slotDisagreement(toyModel, words, { maxBedrooms: 4 });
    const withIt = slotDisagreement(toyModel, words, { minBedrooms: 3, maxBedrooms: 4 });
    expect(without.missing).toBeGreaterThan(0.9);
    expect(withIt.missing).toBeLessThan(0.1);
  });

  it('doubts a reading that sets a slot the words do not call for', () => {
    const { extra } = slotDisagreement(toyModel, ['w:houses'], { maxPrice: 3_500 });
    expect(extra).toBeGreaterThan(0.9);
  });
});

describe('a price at the other market’s scale', () => {
  it('is less sure of a sale price of a few thousand dollars than of a usual one', () => {
    const odd = parseTranscript({ transcript: 'houses for sale in plano under 3,500' });
    const usual = parseTranscript({ transcript: 'houses for sale in plano under 350,000' });
    expect(odd.confidenceReading?.inputs.implausiblePrice).toBe(1);
    expect(usual.confidenceReading?.inputs.implausiblePrice).toBe(0);
    expect(odd.confidence).toBeLessThan(usual.confidence);
  });
});
