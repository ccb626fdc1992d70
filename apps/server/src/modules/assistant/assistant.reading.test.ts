import { describe, expect, it } from 'vitest';
import { withNotes } from './assistant.reading';
import { UNSURE_BELOW, type ParseResult } from './parser';

const parsed = (overrides: Partial<ParseResult>): ParseResult => ({
  intent: 'property_search',
  confidence: 0.95,
  filters: { city: 'Denver' },
  entities: [],
  unapplied: [],
  corrections: [],
  ...overrides,
});

describe('the reply says what it was unsure of', () => {
  it('asks to confirm a search it is unsure it understood', () => {
    const reply = withNotes(
      'I found 3 homes in Denver.',
      parsed({ confidence: UNSURE_BELOW - 0.1 }),
    );
    expect(reply).toBe(
      'I found 3 homes in Denver. I am not sure I understood all of that: is this what you meant? If not, say it another way.',
    );
  });

  it('does not ask when it is sure, or when nothing was searched', () => {
    expect(withNotes('I found 3 homes in Denver.', parsed({}))).toBe('I found 3 homes in Denver.');
    expect(withNotes('Hello!', parsed({ intent: 'greeting', filters: {}, confidence: 0.3 }))).toBe(
      'Hello!',
    );
  });

  it('names what it heard as something else', () => {
    const reply = withNotes(
      'I found 2 houses in Phoenix with a pool.',
      parsed({ corrections: [{ from: 'hose', to: 'house' }] }),
    );
    expect(reply).toBe('I read “hose” as “house”. I found 2 houses in Phoenix with a pool.');
  });
});
