import { describe, expect, it } from 'vitest';
import { latestByKey } from './latest-by-key';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('latestByKey', () => {
  it('shares the running computation of a key and keeps its value', async () => {
    const runs: string[] = [];
    const loads = latestByKey(async (key: string) => {
      runs.push(key);
      return key.toUpperCase();
    });
    const [first, second] = await Promise.all([loads.load('a'), loads.load('a')]);
    expect([first, second]).toEqual(['A', 'A']);
    expect(runs).toEqual(['a']);
    expect(loads.kept).toEqual({ key: 'a', value: 'A' });
    expect(loads.pending).toBeUndefined();
  });

  it('keeps only the newest of overlapping computations, whichever ends first', async () => {
    const runs = new Map([
      ['old', deferred<string>()],
      ['new', deferred<string>()],
    ]);
    const loads = latestByKey((key: string) => runs.get(key)!.promise);
    const older = loads.load('old');
    const newer = loads.load('new');
    runs.get('new')!.resolve('NEW');
    runs.get('old')!.resolve('OLD');
    await Promise.all([older, newer]);
    expect(loads.kept).toEqual({ key: 'new', value: 'NEW' });
  });

  it('keeps the previous value when a computation fails, and reports the error', async () => {
    const errors: unknown[] = [];
    const loads = latestByKey(
      async (key: string) => {
        if (key === 'bad') throw new Error('no');
        return key;
      },
      (error) => errors.push(error),
    );
    await loads.load('good');
    await expect(loads.load('bad')).rejects.toThrow('no');
    expect(loads.kept).toEqual({ key: 'good', value: 'good' });
    expect(loads.pending).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
