import type { TSale } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { createValuationModelStore } from './model-store';
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
    const before = await store.model();
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
    expect(during.value(home).model).toEqual({ fittedAt: before.fittedAt, salesCount: 120 });
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
    const first = await store.model();
    expect(first.salesCount).toBe(60);
    // A sale the worker cannot clone (a function in it) makes the refit fail.
    sales = [...sales, { ...sales[0]!, city: (() => 'x') as unknown as string }];
    expect(await store.model()).toBe(first);
    await store.settled();
    expect(errors).toHaveLength(1);
    expect(await store.model()).toBe(first);
  });
});
