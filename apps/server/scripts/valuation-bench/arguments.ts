/**
 * The valuation bench's command line: CSV files, `--seeds N` (seeds 42, 43, …) or `--seed 7,1234`
 * (those seeds), `--dataset a,b` (files whose name
 * contains one of the words) and `--split random,area,time` (which split kinds to run). The lists
 * may also come from VALUATION_BENCH_DATASETS and VALUATION_BENCH_SPLITS; flags win.
 */
export const SPLIT_KINDS = ['random', 'area', 'time'] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];

export interface BenchArguments {
  seeds: number;
  /** The seeds of the random and area splits: `--seed` as given, else 42 … 42 + seeds − 1. */
  seedList: number[];
  files: string[];
  /** Lower-case words; empty keeps every dataset. */
  datasets: string[];
  splitKinds: Set<SplitKind>;
}

const VALUED_FLAGS = new Set(['--seeds', '--seed', '--dataset', '--split']);

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length > 0);

export function parseBenchArguments(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): BenchArguments {
  const values = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (VALUED_FLAGS.has(flag)) {
      const value = inline ?? args[(i += 1)];
      if (value === undefined) throw new Error(`${flag} needs a value`);
      values.set(flag, value);
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else files.push(arg);
  }
  const explicit = list(values.get('--seed')).map(Number);
  if (explicit.some((seed) => !Number.isInteger(seed)))
    throw new Error(`--seed takes whole numbers: ${values.get('--seed')}`);
  const count = Math.max(1, Math.floor(Number(values.get('--seeds') ?? 1)) || 1);
  const seedList = explicit.length > 0 ? explicit : Array.from({ length: count }, (_, i) => 42 + i);
  const seeds = seedList.length;
  const datasets = list(values.get('--dataset') ?? env.VALUATION_BENCH_DATASETS);
  const kinds = list(values.get('--split') ?? env.VALUATION_BENCH_SPLITS);
  for (const kind of kinds)
    if (!(SPLIT_KINDS as readonly string[]).includes(kind))
      throw new Error(`Unknown split "${kind}": use ${SPLIT_KINDS.join(', ')}`);
  const splitKinds = new Set<SplitKind>(
    kinds.length > 0 ? (kinds as SplitKind[]) : [...SPLIT_KINDS],
  );
  return { seeds, seedList, files, datasets, splitKinds };
}

export function keepsDataset(datasets: readonly string[], name: string): boolean {
  return datasets.length === 0 || datasets.some((word) => name.toLowerCase().includes(word));
}
