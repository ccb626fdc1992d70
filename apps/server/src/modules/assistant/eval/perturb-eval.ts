import { parseTranscript } from '../parser';
import type { EvalOutcome } from './score-eval';

/** A deterministic corruption of a phrasing the parser read right. */
export interface Perturbation {
  kind: 'gibberish-number' | 'gibberish-place' | 'unrelated-clause';
  original: EvalOutcome;
  transcript: string;
  /** The parse of the variant differs from the original's (intent, filters or unapplied). */
  changed: boolean;
  confidence: number;
}

const NUMBER_WORD =
  /\b(\d[\d,.]*k?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand|million)\b/i;
const UNRELATED_CLAUSE = ', while the kettle whistles on the old stove';
const GIBBERISH_PLACE = 'Zorbleton';

function replaceFirst(text: string, pattern: RegExp, by: string): string | null {
  const match = pattern.exec(text);
  if (!match) return null;
  return text.slice(0, match.index) + by + text.slice(match.index + match[0].length);
}

function variantsOf(outcome: EvalOutcome): Array<[Perturbation['kind'], string]> {
  const { transcript, expect } = outcome.item;
  const variants: Array<[Perturbation['kind'], string]> = [];
  const number = replaceFirst(transcript, NUMBER_WORD, 'florp');
  if (number) variants.push(['gibberish-number', number]);
  const city = expect.filters.city;
  const at = city ? transcript.toLowerCase().indexOf(city.toLowerCase()) : -1;
  if (city && at >= 0) {
    const place = transcript.slice(0, at) + GIBBERISH_PLACE + transcript.slice(at + city.length);
    variants.push(['gibberish-place', place]);
  }
  variants.push(['unrelated-clause', transcript + UNRELATED_CLAUSE]);
  return variants;
}

const reading = (result: { intent: string; filters: object; unapplied: string[] }) =>
  JSON.stringify([result.intent, result.filters, [...result.unapplied].sort()]);

/**
 * Corrupts each right search or market parse three ways (a number turned to gibberish, the city
 * turned to an unknown name, an unrelated clause appended) and parses the variants, so the
 * confidence can be checked against parses known to have lost part of the request.
 */
export function perturbRightParses(outcomes: EvalOutcome[]): Perturbation[] {
  return outcomes
    .filter((o) => o.right && (o.intent === 'property_search' || o.intent === 'market_trends'))
    .flatMap((original) =>
      variantsOf(original).map(([kind, transcript]): Perturbation => {
        const result = parseTranscript({ transcript, propertyContext: original.item.context });
        // "homes in Zorbleton, PA" read as that town is the request said, not a lost part of it
        const asSaid =
          kind === 'gibberish-place'
            ? { ...original, filters: { ...original.filters, city: GIBBERISH_PLACE } }
            : original;
        return {
          kind,
          original,
          transcript,
          changed: reading(result) !== reading(original) && reading(result) !== reading(asSaid),
          confidence: result.confidence,
        };
      }),
    );
}

/** Per kind of corruption: variants, parses changed, and the median fall in confidence. */
export function formatPerturbationReport(variants: Perturbation[]): string {
  const lines = ['confidence on corrupted variants of the right parses:'];
  for (const kind of ['gibberish-number', 'gibberish-place', 'unrelated-clause'] as const) {
    const ofKind = variants.filter((v) => v.kind === kind);
    const changed = ofKind.filter((v) => v.changed);
    const drops = changed.map((v) => v.original.confidence - v.confidence).sort((a, b) => a - b);
    const median = drops.length ? drops[Math.floor(drops.length / 2)]!.toFixed(2) : '-';
    const lower = changed.filter((v) => v.confidence < v.original.confidence).length;
    lines.push(
      `  ${kind.padEnd(18)} ${ofKind.length} variants, ${changed.length} parses changed, ${lower} of them less confident, median fall ${median}`,
    );
  }
  return lines.join('\n');
}
