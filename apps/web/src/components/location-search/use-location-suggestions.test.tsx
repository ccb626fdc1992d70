import type { TLocationSuggestion, TSuggestLocationsResponse } from '@nestwise/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLocationSuggestions } from './location-suggestions-api';
import { forgetLocationSuggestions, useLocationSuggestions } from './use-location-suggestions';

vi.mock('./location-suggestions-api', () => ({ fetchLocationSuggestions: vi.fn() }));

const city = (name: string): TLocationSuggestion => ({
  kind: 'city',
  label: `${name}, TX`,
  city: name,
  state: 'TX',
  count: 1,
});

describe('useLocationSuggestions', () => {
  beforeEach(() => forgetLocationSuggestions());

  // An answer can settle just as a newer text cancels its request (the MSW tests of the box
  // cannot show this: there, a cancelled request never answers). The older one must not show.
  it('ignores an answer to a cancelled request that settles after the newer one', async () => {
    const pending: Array<(answer: TSuggestLocationsResponse) => void> = [];
    vi.mocked(fetchLocationSuggestions).mockImplementation(
      () => new Promise((resolve) => pending.push(resolve)),
    );
    const { result, rerender } = renderHook(
      ({ text }) => useLocationSuggestions(text, 'buy', true),
      {
        initialProps: { text: 'aus' },
      },
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    rerender({ text: 'austin' });
    await waitFor(() => expect(pending).toHaveLength(2));

    pending[1]!({ q: 'austin', suggestions: [city('Austin')] });
    await waitFor(() => expect(result.current.answered).toBe('austin'));
    pending[0]!({ q: 'aus', suggestions: [city('Austin'), city('Austwell')] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.suggestions.map((place) => place.label)).toEqual(['Austin, TX']);
  });
});
