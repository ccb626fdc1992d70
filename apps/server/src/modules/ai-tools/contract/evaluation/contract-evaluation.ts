/** Runs the parser over every evaluation fixture (text, PDF, Word) and scores it. */
import fs from 'node:fs';
import { parseContract } from '../contract-parser';
import { readFixtureText } from './read-fixture';
import { scoreContract, type ContractExpectation, type ContractScore } from './score-contract';

export const FIXTURES = new URL('./fixtures/', import.meta.url);

export interface DocumentScore extends ContractScore {
  file: string;
}

export async function evaluateContracts(): Promise<DocumentScore[]> {
  const expectations = JSON.parse(
    fs.readFileSync(new URL('expected.json', FIXTURES), 'utf8'),
  ) as Record<string, ContractExpectation>;
  const scores: DocumentScore[] = [];
  for (const [file, expected] of Object.entries(expectations)) {
    const text = await readFixtureText(new URL(file, FIXTURES));
    scores.push({ file, ...scoreContract(expected, parseContract(text)) });
  }
  return scores;
}

export function totalScore(scores: ContractScore[]) {
  return scores.reduce(
    (total, s) => ({
      truePositives: total.truePositives + s.truePositives,
      falsePositives: total.falsePositives + s.falsePositives,
      falseNegatives: total.falseNegatives + s.falseNegatives,
    }),
    { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
  );
}
