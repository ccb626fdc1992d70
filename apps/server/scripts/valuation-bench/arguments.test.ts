import { describe, expect, it } from 'vitest';
import { keepsDataset, parseBenchArguments } from './arguments';

describe('valuation bench arguments', () => {
  it('runs every split kind of every dataset by default', () => {
    const parsed = parseBenchArguments([]);
    expect(parsed.seeds).toBe(1);
    expect(parsed.files).toEqual([]);
    expect([...parsed.splitKinds].sort()).toEqual(['area', 'random', 'time']);
    expect(keepsDataset(parsed.datasets, 'ames-sales')).toBe(true);
  });

  it('keeps only the named datasets and split kinds, files and seeds beside them', () => {
    const parsed = parseBenchArguments([
      'own.csv',
      '--seeds',
      '3',
      '--dataset=Lucas,sacra',
      '--split',
      'area,time',
    ]);
    expect(parsed.files).toEqual(['own.csv']);
    expect(parsed.seeds).toBe(3);
    expect([...parsed.splitKinds].sort()).toEqual(['area', 'time']);
    expect(keepsDataset(parsed.datasets, 'lucas-county-sales')).toBe(true);
    expect(keepsDataset(parsed.datasets, 'sacramento-sales')).toBe(true);
    expect(keepsDataset(parsed.datasets, 'ames-sales')).toBe(false);
  });

  it('takes explicit seeds for the random and area splits', () => {
    expect(parseBenchArguments([]).seedList).toEqual([42]);
    expect(parseBenchArguments(['--seeds', '3']).seedList).toEqual([42, 43, 44]);
    const parsed = parseBenchArguments(['--seed', '7,1234']);
    expect(parsed.seedList).toEqual([7, 1234]);
    expect(parsed.seeds).toBe(2);
    expect(() => parseBenchArguments(['--seed', 'seven'])).toThrow(/whole numbers/);
  });

  it('reads the lists from the environment when no flag names them', () => {
    const env = { VALUATION_BENCH_DATASETS: 'ames', VALUATION_BENCH_SPLITS: 'random' };
    expect([...parseBenchArguments([], env).splitKinds]).toEqual(['random']);
    expect([...parseBenchArguments(['--split', 'time'], env).splitKinds]).toEqual(['time']);
    expect(parseBenchArguments([], env).datasets).toEqual(['ames']);
  });

  it('refuses an unknown split kind or option rather than running everything', () => {
    expect(() => parseBenchArguments(['--split', 'zip'])).toThrow(/Unknown split "zip"/);
    expect(() => parseBenchArguments(['--fast'])).toThrow(/Unknown option/);
    expect(() => parseBenchArguments(['--dataset'])).toThrow(/needs a value/);
  });
});
