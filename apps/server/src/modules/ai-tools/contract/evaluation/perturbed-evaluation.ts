/**
 * The perturbation suite's scores (perturb-contract.ts): every text document of the given sets,
 * scored as written and as each perturbation rewrites it, against the same expectations.
 */
import fs from 'node:fs';
import { parseContract } from '../contract-parser';
import {
  CONTRACT_PERTURBATIONS,
  perturbContract,
  type ContractPerturbation,
} from './perturb-contract';
import { readFixtureText } from './read-fixture';
import { scoreContract, type ContractExpectation, type ContractScore } from './score-contract';

/** Each rewrite's scores, and the same documents' scores as written (a rewrite may leave some alone). */
export type PerturbedScores = Record<
  ContractPerturbation,
  { perturbed: ContractScore[]; asWritten: ContractScore[] }
>;

export async function evaluatePerturbedContracts(folders: URL[]): Promise<PerturbedScores> {
  const scores = Object.fromEntries(
    CONTRACT_PERTURBATIONS.map((kind) => [
      kind,
      { perturbed: [] as ContractScore[], asWritten: [] as ContractScore[] },
    ]),
  ) as PerturbedScores;
  for (const folder of folders) {
    const expectations = JSON.parse(
      fs.readFileSync(new URL('expected.json', folder), 'utf8'),
    ) as Record<string, ContractExpectation>;
    for (const [file, expected] of Object.entries(expectations)) {
      if (!file.endsWith('.txt')) continue;
      const text = await readFixtureText(new URL(file, folder));
      const asWritten = scoreContract(expected, parseContract(text));
      // Named by the set's folder and the file, not the clone's path: the same choices everywhere.
      const name = `${folder.pathname.split('/').filter(Boolean).pop()!}/${file}`;
      for (const perturbed of perturbContract(name, text, expected)) {
        scores[perturbed.kind].perturbed.push(
          scoreContract(expected, parseContract(perturbed.text)),
        );
        scores[perturbed.kind].asWritten.push(asWritten);
      }
    }
  }
  return scores;
}
