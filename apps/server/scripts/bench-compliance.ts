/**
 * `npm run bench:compliance`: the fair-housing guard's precision and recall on the listing
 * evaluation set, its steering evaluation on assistant requests, and the compliance checker's
 * speed (p50/p99 per listing, and worst-case inputs at the schema's maximum size). Measures
 * only; the goals (recall ≥ 95 % at precision ≥ 95 %) are asserted by vitest.
 */
import { performance } from 'node:perf_hooks';
import { ZComplianceRequestSchema } from '@nestwise/shared';
import { findSteering } from '../src/lib/fair-housing';
import { checkListingCompliance } from '../src/modules/ai-tools/compliance/compliance-checker';
import {
  LISTING_CASES,
  scoreCompliance,
} from '../src/modules/ai-tools/compliance/evaluation/score-compliance';
import steering from '../src/modules/assistant/parser/tests/steering-requests.json';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const score = scoreCompliance();
console.log(
  `Listing phrases: ${LISTING_CASES.length} (${LISTING_CASES.filter((c) => c.flag).length} discriminatory, ${LISTING_CASES.filter((c) => !c.flag).length} acceptable)`,
);
console.log(
  `  precision ${percent(score.precision)}  recall ${percent(score.recall)}  (TP ${score.truePositives}, FP ${score.falsePositives}, FN ${score.falseNegatives}, TN ${score.trueNegatives})`,
);
for (const miss of score.misses) {
  console.log(
    `  missed: "${miss.text}" (${miss.expected}; found ${miss.found.join(', ') || 'nothing'})`,
  );
}
for (const alarm of score.falseAlarms) {
  console.log(`  false alarm: "${alarm.text}" → ${alarm.found.join('; ')}`);
}

const refused = steering.cases.filter((c) => findSteering(c.text) !== null);
const steeringCases = steering.cases.filter((c) => c.steering);
const refusedSteering = refused.filter((c) => c.steering).length;
const refusedAcceptable = refused.filter((c) => !c.steering);
console.log(
  `Steering requests: ${steering.cases.length}; steering refused ${refusedSteering}/${steeringCases.length}, acceptable refused ${refusedAcceptable.length}/${steering.cases.length - steeringCases.length}`,
);
for (const c of steeringCases.filter((item) => findSteering(item.text) === null)) {
  console.log(`  not refused: "${c.text}"`);
}
for (const c of refusedAcceptable) console.log(`  refused: "${c.text}"`);

const requests = LISTING_CASES.map((c) =>
  ZComplianceRequestSchema.parse({ description: c.text, state: c.state }),
);
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const request of requests) {
    const started = performance.now();
    checkListingCompliance(request);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
console.log(
  `Check one listing phrase: p50 ${quantile(times, 0.5).toFixed(3)} ms, p99 ${quantile(times, 0.99).toFixed(3)} ms (${times.length} runs)`,
);

const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
for (const [label, unit] of [
  ['"DRE" then spaces', ' '],
  ['"no no no …"', 'no '],
  ['a finding every few words', 'No kidz! Ideal for a Christian couple. '],
  ['spelled-out letters', 'k '],
] as const) {
  const description = label.startsWith('"DRE"') ? `DRE${fill(unit, 19_997)}` : fill(unit, 20_000);
  const request = ZComplianceRequestSchema.parse({ title: fill('No kids ', 500), description });
  const started = performance.now();
  const result = checkListingCompliance(request);
  console.log(
    `Worst case, 20,000 + 500 characters, ${label}: ${(performance.now() - started).toFixed(1)} ms (${result.findings.length} findings)`,
  );
}
