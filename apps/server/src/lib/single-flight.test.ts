import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs a key once while it is in flight, and afresh after it settles', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    expect(await Promise.all([flight.run('a', work), flight.run('a', work)])).toEqual([1, 1]);
    expect(await flight.run('a', work)).toBe(2);
    expect(await flight.run('b', work)).toBe(3);
  });

  it('frees the key after a failed run', async () => {
    const flight = new SingleFlight<string>();
    await expect(flight.run('a', () => Promise.reject(new Error('broken')))).rejects.toThrow(
      'broken',
    );
    expect(await flight.run('a', async () => 'made')).toBe('made');
  });
});
