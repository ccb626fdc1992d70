import type { Clock } from '../../lib/clock';
import { createGazetteer, defaultGazetteer, type Gazetteer, type KnownCity } from './parser';

const REFRESH_MS = 10 * 60_000;

/**
 * The parser's gazetteer with the cities present in the listings, reloaded every ten minutes;
 * a failed reload keeps the last good one.
 */
export function createListingGazetteer(
  loadCities: () => Promise<KnownCity[]>,
  clock: Clock,
  onError: (error: unknown) => void = () => {},
) {
  let current: Gazetteer = defaultGazetteer;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  async function reload() {
    try {
      current = createGazetteer(await loadCities());
    } catch (error) {
      onError(error);
    } finally {
      loadedAt = clock.now().getTime();
      loading = null;
    }
  }

  return {
    async get(): Promise<Gazetteer> {
      if (clock.now().getTime() - loadedAt >= REFRESH_MS) {
        loading ??= reload();
        await loading;
      }
      return current;
    },
    /** Drop the cache (a test that adds listings wants them seen at once). */
    invalidate() {
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
