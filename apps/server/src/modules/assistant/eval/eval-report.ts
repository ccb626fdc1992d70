import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNSURE_BELOW } from '../parser';
import type { ConfidenceModel } from '../parser/confidence/calibrator';
import confidenceModel from '../parser/confidence/confidence-model.json';
import { PERTURBATION_KINDS, perturbCases } from './perturbation-suite';
import { loadEvalCases, scoreEval, type EvalOutcome } from './score-eval';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The blind part: phrasings written from docs/assistant-contract.md and the issue alone, by
 * someone who never read the parser or its tests. Scored as it is, never tuned to: a blind case
 * the parser misses is fixed only by writing a new blind batch after the next change. Its batch
 * number names the file and the report's line.
 */
const BLIND_BATCH = 18;
export const BLIND_FILE = path.join(here, `assistant-blind-${BLIND_BATCH}.jsonl`);

/**
 * Earlier blind batches (each scored once, then spent) and development batches written the same
 * way: development data, the parser's general rules and the confidence were tuned with them in view.
 */
export const SPENT_BLIND_BATCHES = [
  {
    file: path.join(here, 'assistant-blind.jsonl'),
    label: 'blind batch 1 (scored once in session 9 at 89.3 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-2.jsonl'),
    label: 'blind batch 2 (scored once in session 10 at 88.9 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-3.jsonl'),
    label: 'blind batch 3 (scored once in session 11 at 97.6 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-4.jsonl'),
    label:
      'development batch 4 (written from the contract by someone who had not read the parser; 92.8 % before it was tuned on)',
  },
  {
    file: path.join(here, 'assistant-dev-5.jsonl'),
    label:
      'development batch 5 (written the same way in session 12; 95.3 % before it was tuned on)',
  },
  {
    file: path.join(here, 'assistant-blind-4.jsonl'),
    label: 'blind batch 4 (scored once in session 12 at 96.1 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-6.jsonl'),
    label:
      'development batch 6 (written the same way in session 13; 95.9 % on the parser before that session, 97.6 % before it was tuned on)',
  },
  {
    file: path.join(here, 'assistant-blind-5.jsonl'),
    label: 'blind batch 5 (scored once in session 13 at 94.9 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-7.jsonl'),
    label:
      'development batch 7 (written the same way in session 14; 92.2 % on the parser before that session, 96.1 % before it was tuned on)',
  },
  {
    file: path.join(here, 'assistant-blind-6.jsonl'),
    label: 'blind batch 6 (scored once in session 14 at 97.0 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-8.jsonl'),
    label:
      'development batch 8 (written the same way in session 15; 98.7 % on the parser before that session, before it was tuned on)',
  },
  {
    file: path.join(here, 'assistant-blind-7.jsonl'),
    label: 'blind batch 7 (scored once in session 15 at 99.2 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-9.jsonl'),
    label:
      'development batch 9 (written the same way in session 16; 95.7 % on the parser before that session, 95.9 % on arrival after its rules)',
  },
  {
    file: path.join(here, 'assistant-blind-8.jsonl'),
    label: 'blind batch 8 (scored once in session 16 at 97.4 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-9.jsonl'),
    label: 'blind batch 9 (scored once in session 17 at 99.0 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-10.jsonl'),
    label:
      'development batch 10 (113 requests written the same way in session 18; 96.5 % on the parser before that session, 98.2 % on arrival after its rules)',
  },
  {
    file: path.join(here, 'assistant-blind-10.jsonl'),
    label: 'blind batch 10 (scored once in session 18 at 98.3 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-11.jsonl'),
    label:
      'development batch 11 (410 requests written the same way in session 19; 96.1 % on the parser before that session, 98.0 % on arrival after its rules)',
  },
  {
    file: path.join(here, 'assistant-blind-11.jsonl'),
    label: 'blind batch 11 (scored once in session 19 at 98.8 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-dev-12.jsonl'),
    label:
      'development batch 12 (312 requests written the same way in session 20; 98.4 % on the parser before that session and on arrival; excludeFeatures labels sorted as features are)',
  },
  {
    file: path.join(here, 'assistant-blind-12.jsonl'),
    label:
      'blind batch 12 (scored once in session 20 at 96.9 %, main before that session 96.7 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-13.jsonl'),
    label:
      'blind batch 13 (scored once in session 21 at 96.8 %, main before that session 96.4 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-14.jsonl'),
    label:
      'blind batch 14 (scored once in session 22 at 98.4 %, main before that session 97.5 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-15.jsonl'),
    label:
      'blind batch 15 (scored once in session 23 at 97.3 %, main before that session 96.8 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-16.jsonl'),
    label:
      'blind batch 16 (scored once in session 24 at 98.2 %, main before that session 97.7 %; development data since)',
  },
  {
    file: path.join(here, 'assistant-blind-17.jsonl'),
    label:
      'blind batch 17 (scored once in session 25 at 97.0 %, main before that session 97.0 %; development data since)',
  },
];

const pct = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

/** Steering refusals: precision over every refusal given, recall over every steering request. */
function refusals(outcomes: EvalOutcome[]) {
  const steering = (o: EvalOutcome) =>
    o.item.expect.declined === 'steering' || o.item.category === 'steering';
  const refused = (o: EvalOutcome) => o.intent === 'unsupported' && o.declined === 'steering';
  const given = outcomes.filter(refused);
  const asked = outcomes.filter(steering);
  return `steering refused with declined "steering": precision ${pct(given.filter(steering).length, given.length)} (${given.filter(steering).length}/${given.length}), recall ${pct(asked.filter(refused).length, asked.length)} (${asked.filter(refused).length}/${asked.length}); acceptable requests refused: ${outcomes.filter((o) => !steering(o) && o.intent === 'unsupported' && o.item.expect.intent !== 'unsupported').length}`;
}

/** How many wrong parses fall below the unsure threshold, and how many right ones. */
function separation(outcomes: EvalOutcome[]) {
  const wrong = outcomes.filter((o) => !o.right);
  const right = outcomes.filter((o) => o.right);
  const below = (list: EvalOutcome[]) => list.filter((o) => o.confidence < UNSURE_BELOW).length;
  return `confidence below ${UNSURE_BELOW} (unsure): wrong parses ${pct(below(wrong), wrong.length)} (${below(wrong)}/${wrong.length}), right parses ${pct(below(right), right.length)} (${below(right)}/${right.length})`;
}

function accuracy(outcomes: EvalOutcome[]) {
  const right = outcomes.filter((o) => o.right).length;
  return `${pct(right, outcomes.length)} exact (${right}/${outcomes.length})`;
}

/**
 * The development part (tuned on), its seeded perturbations, and the blind part when present:
 * accuracy, steering refusals and how well confidence separates right from wrong, for each.
 */
export function formatGeneralisationReport(): string {
  const development = loadEvalCases();
  const dev = scoreEval(development).outcomes;
  const perturbed = perturbCases(development);
  const perturbedOutcomes = scoreEval(
    perturbed.map((p) => p.item),
    { strict: false },
  ).outcomes;
  const lines = [
    `development part: ${accuracy(dev)} (intent, filters, unapplied wishes, named listing)`,
    `  ${refusals(dev)}`,
    `  ${separation(dev)}`,
    `perturbed development part (seeded; intent and filters): ${accuracy(perturbedOutcomes)}`,
  ];
  for (const kind of PERTURBATION_KINDS) {
    const ofKind = perturbedOutcomes.filter((_, index) => perturbed[index]!.kind === kind);
    lines.push(`  ${kind.padEnd(16)} ${accuracy(ofKind)}`);
  }
  lines.push(`  ${separation(perturbedOutcomes)}`);
  lines.push(...learnedSection());
  for (const batch of SPENT_BLIND_BATCHES) lines.push(...blindSection(batch.file, batch.label));
  lines.push(
    ...blindSection(
      BLIND_FILE,
      `blind part (batch ${BLIND_BATCH}, written from the contract and the issue alone)`,
    ),
  );
  return lines.join('\n');
}

interface Separation {
  wrong: number;
  right: number;
  wrongFlagged: number;
  rightFlagged: number;
}

/** What the confidence's training script measured out of fold (see its decision record). */
function learnedSection(): string[] {
  const evaluation = (confidenceModel as ConfidenceModel).evaluation as
    | {
        readings: number;
        outOfFold: Separation;
        outOfFoldAsWritten: Separation;
        rulesAloneBestThreshold: Separation & { threshold: number };
      }
    | undefined;
  if (!evaluation) return [];
  const figures = (s: Separation) =>
    `wrong parses ${pct(Math.round(s.wrongFlagged * s.wrong), s.wrong)}, right parses ${pct(Math.round(s.rightFlagged * s.right), s.right)}`;
  const rules = evaluation.rulesAloneBestThreshold;
  return [
    `learned confidence, out of fold over ${evaluation.readings} development readings (as written and perturbed with the training seeds):`,
    `  stacked calibrator below ${UNSURE_BELOW}: ${figures(evaluation.outOfFold)}`,
    `  the hand-set score alone at its best threshold ${rules.threshold}: ${figures(rules)}`,
  ];
}

/** One blind batch's figures by category, or a line saying it is absent. */
function blindSection(file: string, label: string): string[] {
  if (!fs.existsSync(file)) return [`${label}: not present`];
  const lines: string[] = [];
  const blind = scoreEval(loadEvalCases(file), { strict: false }).outcomes;
  lines.push(`${label} (intent and filters): ${accuracy(blind)}`);
  const categories = [...new Set(blind.map((o) => o.item.category))].sort();
  for (const category of categories) {
    lines.push(
      `  ${category.padEnd(16)} ${accuracy(blind.filter((o) => o.item.category === category))}`,
    );
  }
  lines.push(`  ${refusals(blind)}`);
  lines.push(`  ${separation(blind)}`);
  return lines;
}
