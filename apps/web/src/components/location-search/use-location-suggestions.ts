import { useEffect, useState } from 'react';
import { LOCATION_TEXT_MAX, type ListingMode, type TLocationSuggestion } from '@nestwise/shared';
import { fetchLocationSuggestions } from './location-suggestions-api';

/** A pause in typing this long asks the server; every keystroke would waste requests. */
export const SUGGEST_DEBOUNCE_MS = 150;
const CACHE_SIZE = 50;

/** Answers already seen (typing back over a text asks nothing again), newest last. */
const cache = new Map<string, TLocationSuggestion[]>();
function remember(key: string, suggestions: TLocationSuggestion[]) {
  cache.delete(key);
  cache.set(key, suggestions);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** Tests start from an empty cache. */
export function forgetLocationSuggestions() {
  cache.clear();
}

export interface LocationSuggestions {
  suggestions: TLocationSuggestion[];
  /** The text those suggestions answer; behind the box's text while a newer answer is coming. */
  answered: string;
  loading: boolean;
}

const EMPTY: LocationSuggestions = { suggestions: [], answered: '', loading: false };

/**
 * The suggestions for the box's text, asked after a pause in typing. A newer text cancels the
 * request of an older one, and while typing on, the shown suggestions stay until the new ones
 * arrive, so the list never flashes empty between keystrokes. A failed request shows none (the
 * box still searches).
 */
export function useLocationSuggestions(
  text: string,
  mode: ListingMode | undefined,
  enabled: boolean,
): LocationSuggestions {
  const q = text.trim().slice(0, LOCATION_TEXT_MAX);
  const key = `${mode ?? ''}|${q.toLowerCase()}`;
  const [state, setState] = useState<LocationSuggestions & { key: string }>({ ...EMPTY, key: '' });

  useEffect(() => {
    if (!enabled || !q) return;
    const cached = cache.get(key);
    if (cached) {
      setState({ suggestions: cached, answered: q, loading: false, key });
      return;
    }
    setState((shown) => ({ ...shown, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchLocationSuggestions(q, mode, controller.signal).then(
        (answer) => {
          remember(key, answer.suggestions);
          if (controller.signal.aborted) return;
          setState({ suggestions: answer.suggestions, answered: q, loading: false, key });
        },
        () => {
          if (!controller.signal.aborted) setState({ ...EMPTY, answered: q, key });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // q and mode are what the key is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);

  if (!enabled || !q) return EMPTY;
  // Typing on ("aus" → "aust") keeps the answer for the shorter text in view; any other change
  // (a new word, a deletion) would show places that no longer fit, so none until the answer.
  if (!q.toLowerCase().startsWith(state.answered.toLowerCase())) return { ...EMPTY, loading: true };
  return state;
}
