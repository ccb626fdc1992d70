/**
 * `npm run bench:contracts`: field precision and recall of the contract parser on the evaluation
 * set (purchase agreements, leases and addenda as text, PDF and Word files, plus a text that is
 * not a contract), per document and overall, with every miss listed. Measures only; the vitest
 * suite contract-evaluation.test.ts holds the 0.9 floor.
 */
import {
  evaluateContracts,
  totalScore,
} from '../src/modules/ai-tools/contract/evaluation/contract-evaluation';
import { precision, recall } from '../src/modules/ai-tools/contract/evaluation/score-contract';

const scores = await evaluateContracts();
const pct = (value: number) => value.toFixed(2);
console.log(`${'document'.padEnd(26)} precision  recall  items`);
for (const score of scores) {
  const items = score.truePositives + score.falseNegatives;
  console.log(
    `${score.file.padEnd(26)} ${pct(precision(score)).padStart(9)}  ${pct(recall(score)).padStart(6)}  ${String(items).padStart(5)}`,
  );
  for (const miss of score.misses) console.log(`    - ${miss}`);
}
const total = totalScore(scores);
console.log(
  `${'overall'.padEnd(26)} ${pct(precision(total)).padStart(9)}  ${pct(recall(total)).padStart(6)}  ${String(total.truePositives + total.falseNegatives).padStart(5)}`,
);
