import { setTimeout as sleep } from 'node:timers/promises';
import type { TSale } from '@nestwise/shared';
import { tuneMarkets, type MarketTunings } from './valuation-model';

export interface FitJob {
  sales: TSale[];
  /** Tests only: makes the fit deliberately slow to show requests are served meanwhile. */
  delayMs?: number;
}

/** The work the fit worker does: per-market cross-validated tuning (plain data back). */
export async function runFitJob(job: FitJob): Promise<MarketTunings> {
  if (job.delayMs) await sleep(job.delayMs);
  return tuneMarkets(job.sales);
}
