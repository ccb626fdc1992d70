/**
 * `npm run bench:contracts`: field precision and recall of the contract parser, per document and
 * overall, with every miss listed, for the development set (evaluation/fixtures), the fourteen
 * earlier blind batches (evaluation/earlier-blind, earlier-blind-2 … earlier-blind-18: each scored
 * once, read since, so development data now) and, apart, a new blind set (evaluation/blind:
 * documents written without reading the parser, added by someone else; "blind part: not present"
 * until then, and only its figures are printed, never its misses). Each part is also split by
 * format (text, PDF, Word). Measures only; contract-evaluation.test.ts holds the floors of the
 * development parts.
 */
import {
  BLIND,
  DEVELOPMENT_SETS,
  EARLIER_BLIND,
  EARLIER_BLIND_2,
  EARLIER_BLIND_3,
  EARLIER_BLIND_4,
  EARLIER_BLIND_5,
  EARLIER_BLIND_6,
  EARLIER_BLIND_7,
  EARLIER_BLIND_8,
  EARLIER_BLIND_9,
  EARLIER_BLIND_10,
  EARLIER_BLIND_11,
  EARLIER_BLIND_12,
  EARLIER_BLIND_13,
  EARLIER_BLIND_14,
  EARLIER_BLIND_15,
  EARLIER_BLIND_16,
  EARLIER_BLIND_17,
  EARLIER_BLIND_18,
  evaluateContracts,
  OWN_CHECK,
  FIXTURES,
  hasEvaluationSet,
  totalScore,
  type DocumentScore,
} from '../src/modules/ai-tools/contract/evaluation/contract-evaluation';
import { CONTRACT_PERTURBATIONS } from '../src/modules/ai-tools/contract/evaluation/perturb-contract';
import { evaluatePerturbedContracts } from '../src/modules/ai-tools/contract/evaluation/perturbed-evaluation';
import {
  precision,
  recall,
  type ContractScore,
} from '../src/modules/ai-tools/contract/evaluation/score-contract';

type Counts = Omit<ContractScore, 'misses'>;
const pct = (value: number) => value.toFixed(2);
const items = (score: Counts) => score.truePositives + score.falseNegatives;
const row = (name: string, score: Counts) =>
  `${name.padEnd(48)} ${pct(precision(score)).padStart(9)}  ${pct(recall(score)).padStart(6)}  ${String(items(score)).padStart(5)}`;
const FORMATS = { text: '.txt', PDF: '.pdf', Word: '.docx' };

// `note` follows the part's name in its heading and summary line, not in its rows (they stay aligned)
function report(part: string, scores: DocumentScore[], details = true, note = ''): string {
  const title = note === '' ? part : `${part} (${note})`;
  console.log(`\n${title} part\n${'document'.padEnd(48)} precision  recall  items`);
  for (const score of scores) {
    console.log(row(score.file, score));
    if (details) for (const miss of score.misses) console.log(`    - ${miss}`);
  }
  for (const [format, extension] of Object.entries(FORMATS)) {
    const ofFormat = scores.filter((score) => score.file.endsWith(extension));
    if (ofFormat.length > 0) console.log(row(`${part}, ${format}`, totalScore(ofFormat)));
  }
  const total = totalScore(scores);
  console.log(row(`${part}, overall`, total));
  return `${title}: precision ${pct(precision(total))}, recall ${pct(recall(total))} (${items(total)} items, ${scores.length} documents)`;
}

const summary = [report('development', await evaluateContracts(FIXTURES))];
if (hasEvaluationSet(EARLIER_BLIND))
  summary.push(
    report('earlier blind batch (now development)', await evaluateContracts(EARLIER_BLIND)),
  );
if (hasEvaluationSet(EARLIER_BLIND_2))
  summary.push(
    report('earlier blind batch 2 (now development)', await evaluateContracts(EARLIER_BLIND_2)),
  );
if (hasEvaluationSet(EARLIER_BLIND_3))
  summary.push(
    report('earlier blind batch 3 (now development)', await evaluateContracts(EARLIER_BLIND_3)),
  );
if (hasEvaluationSet(EARLIER_BLIND_4))
  summary.push(
    report('earlier blind batch 4 (now development)', await evaluateContracts(EARLIER_BLIND_4)),
  );
if (hasEvaluationSet(EARLIER_BLIND_5))
  summary.push(
    report(
      'earlier blind batch 5',
      await evaluateContracts(EARLIER_BLIND_5),
      true,
      'scored once in session 13 at precision 0.93 / recall 0.88; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_6))
  summary.push(
    report(
      'earlier blind batch 6',
      await evaluateContracts(EARLIER_BLIND_6),
      true,
      'scored once in session 14 at 0.91 / 0.91; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_7))
  summary.push(
    report(
      'earlier blind batch 7',
      await evaluateContracts(EARLIER_BLIND_7),
      true,
      'scored once in session 15 at 0.88 / 0.86; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_8))
  summary.push(
    report(
      'earlier blind batch 8',
      await evaluateContracts(EARLIER_BLIND_8),
      true,
      'scored once in session 16 at 0.91 / 0.91; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_9))
  summary.push(
    report(
      'earlier blind batch 9',
      await evaluateContracts(EARLIER_BLIND_9),
      true,
      'scored once in session 17 at 0.83 / 0.82; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_10))
  summary.push(
    report(
      'earlier blind batch 10',
      await evaluateContracts(EARLIER_BLIND_10),
      true,
      'scored once in session 18 at 0.78 / 0.70; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_11))
  summary.push(
    report(
      'earlier blind batch 11',
      await evaluateContracts(EARLIER_BLIND_11),
      true,
      'scored once in session 19 at 0.77 / 0.60; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_12))
  summary.push(
    report(
      'earlier blind batch 12',
      await evaluateContracts(EARLIER_BLIND_12),
      true,
      'scored once in session 20 (as text) at 0.93 / 0.85; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_13))
  summary.push(
    report(
      'earlier blind batch 13',
      await evaluateContracts(EARLIER_BLIND_13),
      true,
      'scored once in session 21 at 0.80 / 0.76; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_14))
  summary.push(
    report(
      'earlier blind batch 14',
      await evaluateContracts(EARLIER_BLIND_14),
      true,
      'scored once in session 21 at 0.80 / 0.78; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_15))
  summary.push(
    report(
      'earlier blind batch 15',
      await evaluateContracts(EARLIER_BLIND_15),
      true,
      'scored once in session 22 at 0.84 / 0.84; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_16))
  summary.push(
    report(
      'earlier blind batch 16',
      await evaluateContracts(EARLIER_BLIND_16),
      true,
      'scored once in session 23 at 0.85 / 0.80; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_17))
  summary.push(
    report(
      'earlier blind batch 17',
      await evaluateContracts(EARLIER_BLIND_17),
      true,
      'scored once in session 24 at 0.90 / 0.80; development data since',
    ),
  );
if (hasEvaluationSet(EARLIER_BLIND_18))
  summary.push(
    report(
      'earlier blind batch 18',
      await evaluateContracts(EARLIER_BLIND_18),
      true,
      'scored once in session 25 at 0.94 / 0.92; development data since',
    ),
  );
if (hasEvaluationSet(OWN_CHECK))
  summary.push(
    report(
      'own check documents',
      await evaluateContracts(OWN_CHECK),
      true,
      'written in session 14 before the parser ran on them, 0.67 / 0.63 then; development data since',
    ),
  );
summary.push(
  hasEvaluationSet(BLIND)
    ? // scored, not studied: its misses are not printed, so nobody tunes on them
      report('blind', await evaluateContracts(BLIND), false)
    : 'blind part: not present',
);

// The seeded perturbation suite over every development text (never the blind part's).
const developmentSets = DEVELOPMENT_SETS.filter(hasEvaluationSet);
const perturbed = await evaluatePerturbedContracts(developmentSets);
console.log(
  `\nperturbed development texts (seeded; the same expectations)\n${'rewrite'.padEnd(48)} precision  recall  items`,
);
const figure = (scores: Counts[]) => {
  const total = totalScore(scores as ContractScore[]);
  return `${pct(precision(total))} / ${pct(recall(total))}`;
};
for (const kind of CONTRACT_PERTURBATIONS) {
  const { perturbed: rewritten, asWritten } = perturbed[kind];
  console.log(row(`${kind} (${rewritten.length} documents)`, totalScore(rewritten)));
  summary.push(
    `perturbed development texts, ${kind}: ${figure(rewritten)} (the same ${rewritten.length} documents as written: ${figure(asWritten)})`,
  );
}
console.log(`\n${summary.join('\n')}`);
