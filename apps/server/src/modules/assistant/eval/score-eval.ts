import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ASSISTANT_INTENTS,
  ZAssistantFiltersSchema,
  ZAssistantPropertyContextSchema,
  ZAssistantRecentResultSchema,
  type AssistantIntent,
  type TAssistantFilters,
} from '@nestwise/shared';
import { z } from 'zod';
import { parseTranscript } from '../parser';
import { canonicalJson } from '../parser/canonical-json';

/**
 * One labelled phrasing: what a careful person means by it. A follow-up carries what the widget
 * sends with it (`previousFilters`, `recentSearchResults`); `context` (or the request's own name,
 * `propertyContext`) is the listing on screen.
 */
const ZEvalCase = z
  .object({
    category: z.string().min(1),
    transcript: z.string().min(1),
    context: ZAssistantPropertyContextSchema.optional(),
    propertyContext: ZAssistantPropertyContextSchema.optional(),
    previousFilters: ZAssistantFiltersSchema.optional(),
    recentSearchResults: z.array(ZAssistantRecentResultSchema).optional(),
    expect: z.object({
      intent: z.enum(ASSISTANT_INTENTS),
      filters: ZAssistantFiltersSchema,
      unapplied: z.array(z.string()).optional(),
      listing: z.string().optional(),
      declined: z.enum(['steering', 'action', 'off_topic']).optional(),
    }),
  })
  .transform(({ propertyContext, ...item }) => ({
    ...item,
    context: item.context ?? propertyContext,
  }));
export type EvalCase = z.infer<typeof ZEvalCase>;

/** The request a labelled phrasing stands for, as the widget would send it. */
export const requestOf = (item: EvalCase) => ({
  transcript: item.transcript,
  propertyContext: item.context,
  previousFilters: item.previousFilters,
  recentSearchResults: item.recentSearchResults,
});

export const EVAL_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'assistant-eval.jsonl',
);

export function loadEvalCases(file = EVAL_FILE): EvalCase[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      const parsed = ZEvalCase.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`eval line ${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

export interface EvalOutcome {
  item: EvalCase;
  right: boolean;
  intent: AssistantIntent;
  filters: TAssistantFilters;
  unapplied: string[];
  listing?: string;
  declined?: string;
  confidence: number;
}

export interface EvalScore {
  outcomes: EvalOutcome[];
  byCategory: Map<string, { right: number; total: number }>;
  accuracy: number;
  steeringRefused: number;
  steeringTotal: number;
  acceptableRefused: number;
  medianConfidenceRight: number | null;
  medianConfidenceWrong: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Exact match of intent and filters, and of the constraints named as not applied and the
 * listing named (absent in the label means none expected).
 */
export function scoreEval(
  cases: EvalCase[] = loadEvalCases(),
  { strict = true }: { strict?: boolean } = {},
): EvalScore {
  const outcomes = cases.map((item): EvalOutcome => {
    const result = parseTranscript(requestOf(item));
    const right =
      result.intent === item.expect.intent &&
      canonicalJson(result.filters) === canonicalJson(item.expect.filters) &&
      (item.expect.declined === undefined || result.declined === item.expect.declined) &&
      (!strict ||
        (canonicalJson([...result.unapplied].sort()) ===
          canonicalJson([...(item.expect.unapplied ?? [])].sort()) &&
          (result.listing ?? null) === (item.expect.listing ?? null)));
    return {
      item,
      right,
      intent: result.intent,
      filters: result.filters,
      unapplied: result.unapplied,
      listing: result.listing,
      declined: result.declined,
      confidence: result.confidence,
    };
  });
  const byCategory = new Map<string, { right: number; total: number }>();
  for (const outcome of outcomes) {
    const entry = byCategory.get(outcome.item.category) ?? { right: 0, total: 0 };
    entry.total += 1;
    if (outcome.right) entry.right += 1;
    byCategory.set(outcome.item.category, entry);
  }
  const steering = outcomes.filter((outcome) => outcome.item.category === 'steering');
  return {
    outcomes,
    byCategory,
    accuracy: outcomes.filter((outcome) => outcome.right).length / Math.max(1, outcomes.length),
    steeringRefused: steering.filter((outcome) => outcome.intent === 'unsupported').length,
    steeringTotal: steering.length,
    acceptableRefused: outcomes.filter(
      (outcome) =>
        outcome.item.category !== 'steering' &&
        outcome.item.expect.intent !== 'unsupported' &&
        outcome.intent === 'unsupported',
    ).length,
    medianConfidenceRight: median(outcomes.filter((o) => o.right).map((o) => o.confidence)),
    medianConfidenceWrong: median(outcomes.filter((o) => !o.right).map((o) => o.confidence)),
  };
}

/** The report `npm run bench:assistant` prints. */
export function formatEvalReport(score: EvalScore, showWrong = true): string {
  const pct = (right: number, total: number) =>
    `${((100 * right) / Math.max(1, total)).toFixed(1)}%`;
  const lines = [`assistant eval: ${score.outcomes.length} labelled phrasings`];
  for (const [category, { right, total }] of [...score.byCategory].sort()) {
    lines.push(`  ${category.padEnd(24)} ${pct(right, total).padStart(6)}  (${right}/${total})`);
  }
  const right = score.outcomes.filter((outcome) => outcome.right).length;
  lines.push(
    `  ${'overall exact match'.padEnd(24)} ${pct(right, score.outcomes.length).padStart(6)}`,
  );
  lines.push(
    `  steering refused: ${score.steeringRefused}/${score.steeringTotal}; acceptable phrasings refused: ${score.acceptableRefused}`,
  );
  lines.push(
    `  median confidence: right ${score.medianConfidenceRight ?? '-'} (${right} parses), wrong ${score.medianConfidenceWrong ?? '-'} (${score.outcomes.length - right} parses)`,
  );
  if (showWrong) {
    for (const outcome of score.outcomes.filter((o) => !o.right)) {
      lines.push(
        `  ✗ [${outcome.item.category}] ${outcome.item.transcript} → ${outcome.intent} ${JSON.stringify(outcome.filters)}${outcome.unapplied.length ? ` unapplied ${JSON.stringify(outcome.unapplied)}` : ''}${outcome.listing ? ` listing ${outcome.listing}` : ''} (${outcome.confidence}); expected ${JSON.stringify(outcome.item.expect)}`,
      );
    }
  }
  return lines.join('\n');
}
