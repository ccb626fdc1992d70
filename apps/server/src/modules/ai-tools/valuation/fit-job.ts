import { setTimeout as sleep } from 'node:timers/promises';
import type { TSale } from '@nestwise/shared';
import {
  prepareMarkets,
  provisionalTunings,
  stackedTunings,
  type MarketTunings,
} from './valuation-model';

export interface FitJob {
  sales: TSale[];
  /**
   * The first fit (no model to answer meanwhile): the hedonic and comparables tunings are sent
   * first, before any tree is fitted.
   */
  provisional?: boolean;
  /** Tests only: makes the fit deliberately slow to show requests are served meanwhile. */
  delayMs?: number;
  /** Tests only: waits this long between the provisional tunings and the stacked fit. */
  stackingDelayMs?: number;
}

/** What the fit worker posts: the provisional tunings (first fit only), then the stacked ones. */
export type FitMessage = { stage: 'provisional' | 'stacked'; tunings: MarketTunings };

/** The work the fit worker does: per-market cross-validated tuning (plain data back). */
export async function runFitJob(job: FitJob, post: (message: FitMessage) => void): Promise<void> {
  if (job.delayMs) await sleep(job.delayMs);
  const prepared = prepareMarkets(job.sales);
  if (job.provisional) {
    post({ stage: 'provisional', tunings: provisionalTunings(prepared) });
    if (job.stackingDelayMs) await sleep(job.stackingDelayMs);
  }
  post({ stage: 'stacked', tunings: stackedTunings(prepared) });
}
