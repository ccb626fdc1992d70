import type { TSale } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { createValuationModelStore } from './model-store';
import {
  assembleValuationModel,
  prepareMarkets,
  provisionalTunings,
  stackedTunings,
} from './valuation-model';
import { syntheticMarket } from './valuation.test-support';

const home = {
  city: 'Testville',
  state: 'CA',
  zip: '95002',
  latitude: 38.56,
  longitude: -121.49,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
};

describe('the valuation model store', () => {
  it('refits in a worker thread while the previous model keeps answering', async () => {
    const first = syntheticMarket(120);
    let sales: TSale[] = first;
    // Every fit waits 1.5 s in the worker first: deliberately slow.
    const store = createValuationModelStore(async () => sales, { fitDelayMs: 1500 });
    await store.model();
    await store.settled();
    const before = await store.model();
    expect(before.provisional).toBe(false);
    expect(before.salesCount).toBe(120);
    expect(store.refitting).toBe(false);

    sales = syntheticMarket(180, {}, 11);
    let timerFired = false;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFired = true;
        resolve();
      }, 50),
    );
    const during = await store.model();
    // The sales changed, but the answer comes at once from the previous model.
    expect(during).toBe(before);
    expect(during.value(home).model).toEqual({
      fittedAt: before.fittedAt,
      salesCount: 120,
      provisional: false,
    });
    expect(store.refitting).toBe(true);
    // The fit does not block this thread: a timer fires while it runs.
    await timer;
    expect(timerFired).toBe(true);
    expect(store.refitting).toBe(true);
    expect((await store.model()).salesCount).toBe(120);

    await store.settled();
    const after = await store.model();
    expect(after.salesCount).toBe(180);
    expect(after.value(home).model.salesCount).toBe(180);
    expect(Date.parse(after.fittedAt)).toBeGreaterThanOrEqual(Date.parse(before.fittedAt));
  });

  it('waits for the first fit, and keeps the old model when a refit fails', async () => {
    let sales: TSale[] = syntheticMarket(60);
    const errors: unknown[] = [];
    const store = createValuationModelStore(async () => sales, {
      onFitError: (error) => errors.push(error),
    });
    await store.model();
    await store.settled();
    const first = await store.model();
    expect(first.salesCount).toBe(60);
    // A sale the worker cannot clone (a function in it) makes the refit fail.
    sales = [...sales, { ...sales[0]!, city: (() => 'x') as unknown as string }];
    expect(await store.model()).toBe(first);
    await store.settled();
    expect(errors).toHaveLength(1);
    expect(await store.model()).toBe(first);
  });

  it('answers during the first fit with the hedonic model and comparables, then the stacked model', async () => {
    const sales = syntheticMarket(150, {}, 5);
    const provisionalSeconds: number[] = [];
    // The stacked step waits in the worker after the provisional model is handed over, so the
    // requests below come while the first fit is unfinished.
    const store = createValuationModelStore(async () => sales, {
      stackingDelayMs: 1500,
      onProvisional: (seconds) => provisionalSeconds.push(seconds),
    });
    const prepared = prepareMarkets(sales);
    const expected = {
      provisional: assembleValuationModel(sales, provisionalTunings(prepared)).value(home),
      stacked: assembleValuationModel(sales, stackedTunings(prepared)).value(home),
    };

    const during = await store.model();
    expect(store.refitting).toBe(true);
    expect(store.provisional).toBe(true);
    expect(provisionalSeconds).toHaveLength(1);
    const early = during.value(home);
    // What the hedonic model blended with the comparables gives, trees left out, and said so.
    expect(early.model).toMatchObject({ salesCount: 150, provisional: true });
    expect(early.estimate).toBe(expected.provisional.estimate);
    expect([early.low, early.high]).toEqual([expected.provisional.low, expected.provisional.high]);
    expect(early.low).toBeLessThan(early.estimate);
    expect(early.high).toBeGreaterThan(early.estimate);
    expect(early.comparables.length).toBeGreaterThan(0);
    expect(early.method.summary).not.toMatch(/boosted trees/);
    expect(early.method.assumptions.at(-1)).toMatch(/still fitting the boosted trees/);
    // A second request meanwhile gets the same provisional model, without a second fit.
    expect(await store.model()).toBe(during);

    await store.settled();
    const after = await store.model();
    expect(store.provisional).toBe(false);
    const stacked = after.value(home);
    expect(stacked.model).toMatchObject({ salesCount: 150, provisional: false });
    expect(stacked.estimate).toBe(expected.stacked.estimate);
    expect(stacked.method.assumptions.join(' ')).not.toMatch(/still fitting/);
  });
});
