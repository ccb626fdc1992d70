import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../src/app';

export interface HealthProbeResult {
  /** The longest a probe waited, from when it was due to its answer (ms). */
  worstWaitMs: number;
  probes: number;
  statuses: Set<number>;
}

/**
 * Asks /api/health every `everyMs` until stopped. A probe's wait runs from when its timer was due,
 * so time the event loop spent blocked before the timer fired counts as well as the answer's own.
 */
export function startHealthProbe(app: App, everyMs = 100) {
  const result: HealthProbeResult = { worstWaitMs: 0, probes: 0, statuses: new Set() };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const due = performance.now() + everyMs;
      await sleep(everyMs);
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      result.worstWaitMs = Math.max(result.worstWaitMs, performance.now() - due);
      result.probes += 1;
      result.statuses.add(response.statusCode);
    }
  })();
  return {
    async stop(): Promise<HealthProbeResult> {
      stopped = true;
      await loop;
      return result;
    },
  };
}
