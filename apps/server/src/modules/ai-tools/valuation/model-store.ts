import { Worker } from 'node:worker_threads';
import type { TSale } from '@nestwise/shared';
import { latestByKey } from '../../../lib/latest-by-key';
import type { SalesSource } from '../sales-source';
import type { FitJob } from './fit-job';
import { assembleValuationModel, type MarketTunings, type ValuationModel } from './valuation-model';

export interface ValuationModelStoreOptions {
  /** Tests only: each fit waits this long in the worker first. */
  fitDelayMs?: number;
  onFitError?: (error: unknown) => void;
  /** Told of each fit's duration and outcome (the /metrics histogram). */
  onFit?: (seconds: number, outcome: 'ok' | 'failed') => void;
}

/** Cross-validated tuning in a worker thread, so a refit never blocks requests. */
function tuneInWorker(job: FitJob): Promise<MarketTunings> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fit-worker.mjs', import.meta.url), { workerData: job });
    let settled = false;
    worker.once('message', (tunings: MarketTunings) => {
      settled = true;
      resolve(tunings);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The valuation fit worker stopped with code ${code}.`));
    });
  });
}

/**
 * The valuation model for the current sales. When the sales change (the source returns a new
 * array), a refit starts in a worker thread and the previous model keeps answering until it is
 * done; only the very first fit is waited for. A failed refit keeps the previous model.
 */
export function createValuationModelStore(
  source: SalesSource,
  options: ValuationModelStoreOptions = {},
) {
  const fits = latestByKey((sales: TSale[]) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    return tuneInWorker({ sales, delayMs: options.fitDelayMs }).then(
      (tunings) => {
        options.onFit?.(seconds(), 'ok');
        return assembleValuationModel(sales, tunings);
      },
      (error: unknown) => {
        options.onFit?.(seconds(), 'failed');
        throw error;
      },
    );
  }, options.onFitError);

  return {
    async model(): Promise<ValuationModel> {
      const sales = await source();
      const current = fits.kept;
      if (current?.key === sales) return current.value;
      const promise = fits.load(sales);
      return current ? current.value : promise;
    },
    /** True while a refit runs in the worker. */
    get refitting() {
      return fits.pending !== undefined;
    },
    /** Resolves when no refit is running (tests and scripts). */
    async settled(): Promise<void> {
      while (fits.pending) await fits.pending.promise.catch(() => undefined);
    },
  };
}

export type ValuationModelStore = ReturnType<typeof createValuationModelStore>;
