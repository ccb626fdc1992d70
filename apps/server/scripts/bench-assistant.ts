/**
 * `npm run bench:assistant`: first the evaluation set (eval/assistant-eval.jsonl): exact-match
 * accuracy by category and overall, steering refused, acceptable phrasings refused, median
 * confidence of right and wrong parses, and how the confidence falls on corrupted variants of the
 * right ones. Then the assistant parser's p50/p99 over thousands of generated
 * phrasings (target p99 ≤ 2 ms), then POST /api/assistant/query's p50/p99 in process against a
 * fresh embedded database holding 10,000 listings. BENCH_ROWS and BENCH_QUERIES adjust it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import { seedListings } from '../src/modules/assistant/assistant.test-support';
import {
  formatPerturbationReport,
  perturbRightParses,
} from '../src/modules/assistant/eval/perturb-eval';
import { formatEvalReport, scoreEval } from '../src/modules/assistant/eval/score-eval';
import { formatGeneralisationReport } from '../src/modules/assistant/eval/eval-report';
import { parseTranscript } from '../src/modules/assistant/parser';
import { openBenchApp } from './bench-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const CITIES: Array<[string, string]> = [
  ['Austin', 'TX'],
  ['Miami', 'FL'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['Chicago', 'IL'],
  ['Boston', 'MA'],
  ['Phoenix', 'AZ'],
  ['San Diego', 'CA'],
  ['New York', 'NY'],
  ['Nashville', 'TN'],
];
const TYPES = ['house', 'apartment', 'condo', 'townhouse', 'multi-family', 'land', 'commercial'];
const FEATURES = ['pool', 'garage', 'garden', 'fireplace', 'balcony', 'view', 'parking', 'gym'];

const SUBJECTS = [
  '3-bedroom houses',
  'condos',
  'two bedroom flats',
  'townhomes',
  'studios',
  'a duplex',
  'homes',
  'office space',
  'land',
  'pet friendly apartments',
];
const PLACES = [
  'in Austin',
  'near San Francisco',
  'in NYC',
  'in Austin, TX',
  'in Texas',
  'downtown',
  'in the bay area',
  'in Miami Beach',
  'around Denver, Colorado',
  'in the waterfront district of Seattle',
  '',
];
const PRICES = [
  'under $500K',
  'between 300 and 450 thousand dollars',
  'around $400k',
  'for under 2k a month',
  'over 1.2 million',
  'no more than six hundred thousand',
  'at most 1.5 m',
  '',
  'under twenty five hundred a month',
];
const EXTRAS = [
  'with a pool and a garage',
  'with at least 2.5 baths',
  'exactly 4 bedrooms',
  'over 2,000 square feet',
  'with central air and a backyard',
  'cheapest first',
  'newest first',
  '',
];
const OPENERS = ['Show me', 'find me', 'I want', 'are there any', 'looking for', ''];
const QUESTIONS = [
  "What's the market trend downtown?",
  'how are prices changing in Phoenix',
  'how much is this one?',
  'does it have a garage?',
  'show me a tour',
  'hello',
  'what can you do',
  'show me homes in a neighborhood without children',
  'only the ones with a pool',
  'show me cheaper ones',
];

function phrasings(): string[] {
  const list: string[] = [];
  let index = 0;
  for (const opener of OPENERS)
    for (const subject of SUBJECTS)
      for (const place of PLACES) {
        const price = PRICES[index % PRICES.length]!;
        const extra = EXTRAS[(index * 7) % EXTRAS.length]!;
        list.push([opener, subject, place, price, extra].filter(Boolean).join(' '));
        index += 1;
      }
  return [...list, ...QUESTIONS];
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

function benchParser() {
  const texts = phrasings();
  const context = { propertyContext: { id: 'P1' } };
  const followUp = {
    previousFilters: { city: 'Austin', propertyType: 'house' as const },
    recentSearchResults: [{ id: 'A', price: 450_000 }],
  };
  const input = (text: string, i: number) => ({
    transcript: text,
    ...(i % 5 === 0 ? context : {}),
    ...(i % 7 === 0 ? followUp : {}),
  });
  for (let round = 0; round < 3; round += 1) texts.forEach((t, i) => parseTranscript(input(t, i)));
  // Wall time includes the scheduler on a busy machine; CPU time is the parser's own work.
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    texts.forEach((text, i) => {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      parseTranscript(input(text, i));
      wall.push(performance.now() - started);
      cpu.push(process.cpuUsage(cpuBefore).user / 1000);
    });
  }
  const w = percentiles(wall);
  const c = percentiles(cpu);
  console.log(
    `parser: ${texts.length.toLocaleString('en-US')} phrasings × ${ROUNDS} = ${wall.length.toLocaleString('en-US')} parses`,
  );
  console.log(`  wall time: p50 ${ms(w.p50)}, p99 ${ms(w.p99)}, max ${ms(w.max)}`);
  console.log(`  CPU time:  p50 ${ms(c.p50)}, p99 ${ms(c.p99)}, max ${ms(c.max)}`);
  return texts;
}

async function benchEndpoint(texts: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-bench-assistant-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const { app, agentId } = await openBenchApp(handle, dataDir, {
      agentEmail: 'bench-assistant@nestwise.dev',
      env: { RATE_LIMIT_AI_PER_MINUTE: '1000000' },
    });
    const started = Date.now();
    const now = Date.now();
    await seedListings(
      handle.db,
      agentId,
      Array.from({ length: ROWS }, (_, i) => {
        const [city, state] = CITIES[i % CITIES.length]!;
        const type = TYPES[i % TYPES.length]!;
        const rental = i % 4 === 0;
        return {
          city,
          state,
          title: `${type} ${i}`,
          propertyType: type as 'house',
          status: rental ? ('for-rent' as const) : ('for-sale' as const),
          price: rental ? 1_000 + (i % 40) * 100 : 150_000 + (i % 97) * 15_000,
          bedrooms: i % 6,
          bathrooms: 1 + (i % 4) * 0.5,
          squareFeet: 500 + (i % 50) * 80,
          features: FEATURES.filter((_, f) => (i >> f) % 3 === 0),
          neighborhood: i % 9 === 0 ? 'Downtown' : null,
          createdAt: new Date(now - (i % 365) * 86_400_000),
        };
      }),
    );
    console.log(
      `endpoint: ${ROWS.toLocaleString('en-US')} listings in PGlite, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const ask = (transcript: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/assistant/query',
        payload: {
          transcript,
          ...(i % 11 === 0
            ? {
                previousFilters: { city: 'Austin' },
                recentSearchResults: [{ id: 'x', price: 400_000 }],
              }
            : {}),
        },
      });
    for (let i = 0; i < 30; i += 1) await ask(texts[i]!, i);
    const samples: number[] = [];
    for (let i = 0; i < QUERIES; i += 1) {
      const text = texts[(i * 37) % texts.length]!;
      const begun = performance.now();
      const response = await ask(text, i);
      samples.push(performance.now() - begun);
      if (response.statusCode !== 200)
        throw new Error(`${text}: ${response.statusCode} ${response.body}`);
    }
    const { p50, p99, max } = percentiles(samples);
    console.log(
      `endpoint: ${QUERIES} questions (searches, market trends, follow-ups) in process; p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}`,
    );
    await app.close();
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const score = scoreEval();
console.log(formatEvalReport(score));
console.log(formatPerturbationReport(perturbRightParses(score.outcomes)));
console.log(formatGeneralisationReport());
const texts = benchParser();
// BENCH_ROWS=0 stops after the evaluation and the parser timings
if (ROWS > 0) await benchEndpoint(texts);
