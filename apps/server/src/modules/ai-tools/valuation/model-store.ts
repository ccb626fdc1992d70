import { Worker } from 'node:worker_threads';
import type { TSale } from '@nestwise/shared';
import { latestByKey } from '../../../lib/latest-by-key';
import type { SalesSource } from '../sales-source';
import type { FitJob, FitMessage } from './fit-job';
import { assembleValuationModel, type MarketTunings, type ValuationModel } from './valuation-model';

export interface ValuationModelStoreOptions {
  /** Tests only: each fit waits this long in the worker first. */
  fitDelayMs?: number;
  /** Tests only: the first fit waits this long between its provisional and stacked models. */
  stackingDelayMs?: number;
  onFitError?: (error: unknown) => void;
  /** Told of each fit's duration and outcome (the /metrics histogram). */
  onFit?: (seconds: number, outcome: 'ok' | 'failed') => void;
  /** Told when the first fit's provisional model is in, with the seconds it took. */
  onProvisional?: (seconds: number) => void;
}

/**
 * Cross-validated tuning in a worker thread, so a refit never blocks requests. With
 * `onProvisional`, the worker hands over the hedonic and comparables tunings before the trees.
 */
function tuneInWorker(
  job: FitJob,
  onProvisional?: (tunings: MarketTunings) => void,
): Promise<MarketTunings> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fit-worker.mjs', import.meta.url), {
      workerData: { ...job, provisional: Boolean(onProvisional) },
    });
    let settled = false;
    worker.on('message', (message: FitMessage) => {
      if (message.stage === 'provisional') {
        onProvisional?.(message.tunings);
        return;
      }
      settled = true;
      resolve(message.tunings);
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
 * done. The very first fit has no previous model: it is waited for only until its provisional
 * model (hedonic and comparables, no trees) is in, which answers until the stacked one is
 * (decision 0495). A failed refit keeps the previous model.
 */
export function createValuationModelStore(
  source: SalesSource,
  options: ValuationModelStoreOptions = {},
) {
  /** The latest provisional model (until a stacked one is kept). */
  let early: ValuationModel | undefined;
  /** The first fit's provisional model to come, for requests that arrive before it. */
  let awaited: { key: TSale[]; ready: Promise<ValuationModel> } | undefined;

  const fits = latestByKey((sales: TSale[]) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let onEarly: ((tunings: MarketTunings) => void) | undefined;
    if (!fits.kept) {
      let arrived!: (model: ValuationModel) => void;
      awaited = { key: sales, ready: new Promise((resolve) => (arrived = resolve)) };
      onEarly = (tunings) => {
        early = assembleValuationModel(sales, tunings, new Date(), true);
        options.onProvisional?.(seconds());
        arrived(early);
      };
    }
    return tuneInWorker(
      { sales, delayMs: options.fitDelayMs, stackingDelayMs: options.stackingDelayMs },
      onEarly,
    ).then(
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
      if (current) {
        early = undefined;
        return current.value;
      }
      // No stacked model yet: the provisional one (of these sales, or of earlier ones as a
      // previous model answers during a refit), else whichever of the two comes first.
      if (early) return early;
      if (awaited?.key === sales) return Promise.race([promise, awaited.ready]);
      return promise;
    },
    /** True while a fit runs in the worker. */
    get refitting() {
      return fits.pending !== undefined;
    },
    /** True while the answers come from the first fit's provisional model. */
    get provisional() {
      return !fits.kept && early !== undefined;
    },
    /** Resolves when no fit is running (tests and scripts). */
    async settled(): Promise<void> {
      while (fits.pending) await fits.pending.promise.catch(() => undefined);
    },
  };
}

export type ValuationModelStore = ReturnType<typeof createValuationModelStore>;
