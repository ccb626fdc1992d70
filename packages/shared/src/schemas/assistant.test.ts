import { describe, expect, it } from 'vitest';
import { ZAssistantAnswerSchema, ZAssistantFiltersSchema } from './assistant';

describe('ZAssistantFiltersSchema', () => {
  it('still accepts the filters of the original contract', () => {
    const filters = { propertyType: 'house', city: 'Austin', maxPrice: 500_000, minBedrooms: 3 };
    expect(ZAssistantFiltersSchema.parse(filters)).toEqual(filters);
  });

  it('accepts lists, exclusions, a bathroom cap and the virtual-tour filter', () => {
    const filters = {
      cities: ['Austin', 'Denver'],
      propertyTypes: ['house', 'condo'],
      excludeCities: ['Miami'],
      excludePropertyTypes: ['land'],
      excludeFeatures: ['pool'],
      maxBathrooms: 2.5,
      virtualTour: true,
    };
    expect(ZAssistantFiltersSchema.parse(filters)).toEqual(filters);
  });

  it('refuses a one-item list, an unknown type or feature, and virtualTour false', () => {
    for (const bad of [
      { cities: ['Austin'] },
      { propertyTypes: ['castle', 'house'] },
      { excludeFeatures: ['moat'] },
      { virtualTour: false },
      { excludeCities: [] },
    ]) {
      expect(ZAssistantFiltersSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('ZAssistantAnswerSchema', () => {
  it('takes the off_topic intent and the optional unapplied and corrections', () => {
    const answer = {
      intent: 'off_topic',
      confidence: 0.95,
      filters: {},
      entities: [],
      reply: 'I can only help with property questions.',
      properties: [],
      totalCount: 0,
      unapplied: ['school ratings'],
      corrections: [{ from: 'chicgo', to: 'Chicago' }],
    };
    expect(ZAssistantAnswerSchema.parse(answer)).toEqual(answer);
  });
});
