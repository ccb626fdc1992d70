/**
 * `npm run bench:compliance`: the fair-housing guard's precision and recall on the listing
 * evaluation set (its development part, the earlier blind batch that is development data now,
 * the model's cross-validated figures, and the blind part when that file is present), the
 * assistant's steering refusals on its request set, and the compliance checker's speed (p50/p99
 * per listing, and worst-case inputs at the schema's maximum size). Measures only; the goals on
 * the development part (recall ≥ 95 % at precision ≥ 95 %) are asserted by vitest.
 */
import { performance } from 'node:perf_hooks';
import { ZComplianceRequestSchema } from '@nestwise/shared';
import { checkListingCompliance } from '../src/modules/ai-tools/compliance/compliance-checker';
import type { EvaluationFigures, GuardModel } from '../src/lib/fair-housing/learned/model';
import guardModel from '../src/lib/fair-housing/learned/model.json';
import {
  COMPLIANCE_PERTURBATIONS,
  perturbComplianceCases,
} from '../src/modules/ai-tools/compliance/evaluation/perturb-compliance';
import {
  BLIND_2_CASES,
  BLIND_3_CASES,
  BLIND_4_CASES,
  BLIND_5_CASES,
  BLIND_6_CASES,
  BLIND_7_CASES,
  BLIND_8_CASES,
  BLIND_9_CASES,
  BLIND_10_CASES,
  BLIND_11_CASES,
  BLIND_12_CASES,
  BLIND_13_CASES,
  BLIND_14_CASES,
  BLIND_15_CASES,
  BLIND_16_CASES,
  BLIND_17_CASES,
  DEV_5_CASES,
  DEV_6_CASES,
  DEV_7_CASES,
  DEV_8_CASES,
  DEV_9_CASES,
  DEVELOPMENT_CASES,
  EARLIER_BLIND_CASES,
  LISTING_CASES,
  loadBlindCases,
  scoreCompliance,
  type ComplianceCase,
} from '../src/modules/ai-tools/compliance/evaluation/score-compliance';
import { parseTranscript } from '../src/modules/assistant/parser';
import steering from '../src/modules/assistant/parser/tests/steering-requests.json';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Precision, recall and counts; `details` lists the misses (never for the blind part). */
function reportListings(label: string, cases: ComplianceCase[], details: boolean) {
  const score = scoreCompliance(cases);
  const flagged = cases.filter((c) => c.flag).length;
  console.log(
    `${label}: ${cases.length} listing phrases (${flagged} discriminatory, ${cases.length - flagged} acceptable)`,
  );
  console.log(
    `  precision ${percent(score.precision)}  recall ${percent(score.recall)}  (TP ${score.truePositives}, FP ${score.falsePositives}, FN ${score.falseNegatives}, TN ${score.trueNegatives})`,
  );
  if (!details) return;
  for (const miss of score.misses) {
    console.log(
      `  missed: "${miss.text}" (${miss.expected}; found ${miss.found.join(', ') || 'nothing'})`,
    );
  }
  for (const alarm of score.falseAlarms) {
    console.log(`  false alarm: "${alarm.text}" → ${alarm.found.join('; ')}`);
  }
}

reportListings('Development part', LISTING_CASES, true);
reportListings('Earlier blind batch (now development)', EARLIER_BLIND_CASES, true);
reportListings('Blind batch 2 (now development)', BLIND_2_CASES, true);
reportListings('Blind batch 3 (now development)', BLIND_3_CASES, true);
reportListings('Blind batch 4 (now development)', BLIND_4_CASES, true);
reportListings('Blind batch 5 (now development)', BLIND_5_CASES, true);
reportListings('Blind batch 6 (now development)', BLIND_6_CASES, true);
reportListings(
  'Blind batch 7 (scored once in session 15 at 0.986 / 0.945; development data since)',
  BLIND_7_CASES,
  true,
);
reportListings(
  'Blind batch 8 (scored once in session 16 at 0.978 / 0.936; development data since)',
  BLIND_8_CASES,
  true,
);
reportListings(
  'Blind batch 9 (scored once in session 17 at 0.986 / 0.966; development data since)',
  BLIND_9_CASES,
  true,
);
reportListings(
  'Blind batch 10 (scored once in session 18 at 0.993 / 0.910; development data since)',
  BLIND_10_CASES,
  true,
);
reportListings(
  'Blind batch 11 (scored once in session 19 at 1.000 / 0.948; development data since)',
  BLIND_11_CASES,
  true,
);
reportListings(
  'Blind batch 12 (scored once in session 20 at 0.986 / 0.913; development data since)',
  BLIND_12_CASES,
  true,
);
reportListings(
  'Blind batch 13 (scored once in session 21 at 0.986 / 0.947; development data since)',
  BLIND_13_CASES,
  true,
);
reportListings(
  'Blind batch 14 (scored once in session 22 at 0.972 / 0.914; development data since, trained on from session 23)',
  BLIND_14_CASES,
  true,
);
reportListings(
  'Blind batch 15 (scored once in session 23 at 0.964 / 0.957; development data since, trained on from session 24)',
  BLIND_15_CASES,
  true,
);
reportListings(
  'Blind batch 16 (scored once in session 24 at 0.985 / 0.921; development data since, trained on from session 24)',
  BLIND_16_CASES,
  true,
);
reportListings(
  'Blind batch 17 (scored once in session 25 at 0.979 / 0.979, as main before it; development data since, not yet trained on)',
  BLIND_17_CASES,
  true,
);
reportListings('Development batch 5 (written by an outsider)', DEV_5_CASES, true);
reportListings('Development batch 6 (written by an outsider)', DEV_6_CASES, true);
reportListings('Development batch 7 (written by an outsider)', DEV_7_CASES, true);
reportListings('Development batch 8 (written by an outsider)', DEV_8_CASES, true);
reportListings('Development batch 9 (written by an outsider in session 16)', DEV_9_CASES, true);
// the model's figures on sentences it was not trained on, from the training script
const trained = guardModel as unknown as GuardModel & {
  perClass?: Record<string, EvaluationFigures>;
  leaveOutMean?: { precision: number; recall: number };
};
const figuresLine = (f: EvaluationFigures) =>
  `precision ${percent(f.precision)}  recall ${percent(f.recall)}  (TP ${f.tp}, FP ${f.fp}, FN ${f.fn}, TN ${f.tn})`;
for (const [key, label] of [
  ['rulesAlone', 'Rules alone, all development data'],
  ['crossValidated', 'Rules + model, 5-fold cross-validated on all development data'],
  ['leaveBatchOut', 'Rules + model trained without the earlier blind batch, scored on it'],
  ['leaveBatch2Out', 'Rules + model trained without blind batch 2, scored on it'],
  ['leaveBatch3Out', 'Rules + model trained without blind batch 3, scored on it'],
  ['leaveBatch4Out', 'Rules + model trained without blind batch 4, scored on it'],
  ['leaveBatch5Out', 'Rules + model trained without blind batch 5, scored on it'],
  ['leaveBatch6Out', 'Rules + model trained without blind batch 6, scored on it'],
  ['leaveBatch7Out', 'Rules + model trained without blind batch 7, scored on it'],
  ['leaveBatch8Out', 'Rules + model trained without blind batch 8, scored on it'],
  ['leaveBatch9Out', 'Rules + model trained without blind batch 9, scored on it'],
  ['leaveBatch10Out', 'Rules + model trained without blind batch 10, scored on it'],
  ['leaveBatch11Out', 'Rules + model trained without blind batch 11, scored on it'],
  ['leaveBatch12Out', 'Rules + model trained without blind batch 12, scored on it'],
  ['leaveBatch13Out', 'Rules + model trained without blind batch 13, scored on it'],
  ['leaveBatch14Out', 'Rules + model trained without blind batch 14, scored on it'],
  ['leaveBatch15Out', 'Rules + model trained without blind batch 15, scored on it'],
  ['leaveBatch16Out', 'Rules + model trained without blind batch 16, scored on it'],
  ['leaveBatch17Out', 'Rules + model trained without blind batch 17, scored on it'],
  ['leaveDev5Out', 'Rules + model trained without development batch 5, scored on it'],
  ['leaveDev6Out', 'Rules + model trained without development batch 6, scored on it'],
  ['leaveDev7Out', 'Rules + model trained without development batch 7, scored on it'],
  ['leaveDev8Out', 'Rules + model trained without development batch 8, scored on it'],
  ['leaveDev9Out', 'Rules + model trained without development batch 9, scored on it'],
] as const) {
  const figures = trained.evaluation?.[key];
  if (figures) console.log(`${label}: ${figuresLine(figures)}`);
}
// the forecast for the next outside writer: each outside batch held out in turn, averaged
if (trained.leaveOutMean) {
  console.log(
    `Leave-one-batch-out mean over the outside batches: precision ${percent(trained.leaveOutMean.precision)}  recall ${percent(trained.leaveOutMean.recall)}`,
  );
}
for (const [cls, figures] of Object.entries(trained.perClass ?? {})) {
  console.log(`  cross-validated, ${cls}: ${figuresLine(figures)}`);
}
// the same sentences damaged as listing text arrives: typos, capitals, no punctuation
const perturbed = perturbComplianceCases(DEVELOPMENT_CASES);
console.log(`Perturbed development data (seeded): ${perturbed.length} sentences`);
for (const kind of COMPLIANCE_PERTURBATIONS) {
  const score = scoreCompliance(perturbed.filter((p) => p.kind === kind).map((p) => p.item));
  console.log(
    `  ${kind.padEnd(15)} precision ${percent(score.precision)}  recall ${percent(score.recall)}  (TP ${score.truePositives}, FP ${score.falsePositives}, FN ${score.falseNegatives}, TN ${score.trueNegatives})`,
  );
}
const blind = loadBlindCases();
// the blind part is scored, not studied: only its figures are printed, and nothing at all
// while no batch is placed (the file is absent between batches)
if (blind) reportListings('Blind part', blind, false);

// the assistant's own decision (parser → declined: "steering"), as a caller sees it
const refusedAsSteering = (text: string) =>
  parseTranscript({ transcript: text }).declined === 'steering';
const steeringRows = steering.cases.map((c) => ({ ...c, refused: refusedAsSteering(c.text) }));
const truePositives = steeringRows.filter((c) => c.steering && c.refused).length;
const refusedCount = steeringRows.filter((c) => c.refused).length;
const steeringCount = steeringRows.filter((c) => c.steering).length;
console.log(
  `Assistant steering requests: ${steering.cases.length} (${steeringCount} steering, ${steering.cases.length - steeringCount} acceptable)`,
);
console.log(
  `  refusal precision ${percent(refusedCount === 0 ? 1 : truePositives / refusedCount)}  recall ${percent(truePositives / Math.max(1, steeringCount))}  (refused ${truePositives}/${steeringCount} steering, ${refusedCount - truePositives}/${steering.cases.length - steeringCount} acceptable)`,
);
for (const c of steeringRows.filter((row) => row.steering && !row.refused)) {
  console.log(`  not refused: "${c.text}"`);
}
for (const c of steeringRows.filter((row) => !row.steering && row.refused)) {
  console.log(`  refused: "${c.text}"`);
}

const requests = DEVELOPMENT_CASES.map((c) =>
  ZComplianceRequestSchema.parse({ description: c.text, state: c.state }),
);
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const times: number[] = [];
// CPU time too: on a shared machine the wall clock also counts other processes' turns
const cpuTimes: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const request of requests) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    checkListingCompliance(request);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
console.log(
  `Check one listing phrase: wall p50 ${quantile(times, 0.5).toFixed(3)} ms, p99 ${quantile(times, 0.99).toFixed(3)} ms; CPU p50 ${quantile(cpuTimes, 0.5).toFixed(3)} ms, p99 ${quantile(cpuTimes, 0.99).toFixed(3)} ms (${times.length} runs)`,
);

const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
for (const [label, unit] of [
  ['"DRE" then spaces', ' '],
  ['"no no no …"', 'no '],
  ['a finding every few words', 'No kidz! Ideal for a Christian couple. '],
  ['spelled-out letters', 'k '],
  ['dotted letters', 'U.S.'],
  ['a trait in a frame every few words', 'Tenants must be in good health; no one with accents. '],
  // the model reads every clause the rules leave: the most clauses, each near a class
  ['a clause for the model every few words', 'Lutheran. Pole? Fewer kids; '],
  ['one long clause for the model', 'prefer Swedish depressed welfare toddlers only '],
  ['a typing slip in every word', 'Preferrd schizophrenai aplicants '],
] as const) {
  const description = label.startsWith('"DRE"') ? `DRE${fill(unit, 19_997)}` : fill(unit, 20_000);
  const request = ZComplianceRequestSchema.parse({ title: fill('No kids ', 500), description });
  const started = performance.now();
  const result = checkListingCompliance(request);
  console.log(
    `Worst case, 20,000 + 500 characters, ${label}: ${(performance.now() - started).toFixed(1)} ms (${result.findings.length} findings)`,
  );
}
