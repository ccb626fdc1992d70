import type { TAssistantQueryRequest } from '@nestwise/shared';
import type { TranscriptUnderstander } from './assistant.understanding-model';
import { joinAnd } from './describe-filters';
import { UNSURE_BELOW, type ParseResult } from './parser';

/** Below this grammar confidence the model (when configured) reads the transcript. */
export const MODEL_BELOW_CONFIDENCE = UNSURE_BELOW;
/** Intents whose answer rests on filters read from the words: an unsure one asks to confirm. */
const CONFIRMABLE = new Set(['property_search', 'market_trends']);
/** A reading the model gave and the schema accepted. */
const MODEL_CONFIDENCE = 0.85;

/**
 * What was corrected goes first ("Showing results for Chicago."), every wish that could not be
 * applied last, so nothing the user said is silently dropped.
 */
export function withNotes(reply: string, parsed: ParseResult): string {
  // a place is shown as the user would write it; other words say what they were read as
  const isPlace = (to: string) => /^[A-Z]/.test(to);
  const places = parsed.corrections.filter((c) => isPlace(c.to)).map((c) => c.to);
  const words = parsed.corrections
    .filter((c) => !isPlace(c.to))
    .map((c) => `“${c.from}” as “${c.to}”`);
  const corrected =
    (places.length ? `Showing results for ${joinAnd(places)}. ` : '') +
    (words.length ? `I read ${joinAnd(words)}. ` : '');
  const unapplied = parsed.unapplied.length
    ? ` I can't filter by ${joinAnd(parsed.unapplied)}, so ${parsed.unapplied.length === 1 ? 'that was' : 'those were'} not applied.`
    : '';
  const unsure =
    parsed.confidence < UNSURE_BELOW && CONFIRMABLE.has(parsed.intent)
      ? ' I am not sure I understood all of that: is this what you meant? If not, say it another way.'
      : '';
  return `${corrected}${reply}${unapplied}${unsure}`;
}

/**
 * The grammar is the fast path: a sure reading, a refusal, an off-topic answer, a follow-up or
 * a question about a listing stays its own. Otherwise the model reads the transcript and, when
 * its answer passes the schema, its intent and filters are used.
 */
export async function withModelReading(
  grammar: ParseResult,
  request: TAssistantQueryRequest,
  understand: TranscriptUnderstander | undefined,
): Promise<ParseResult> {
  const sure = grammar.confidence >= MODEL_BELOW_CONFIDENCE;
  const ownPath =
    grammar.declined !== undefined ||
    grammar.listing !== undefined ||
    request.propertyContext ||
    request.previousFilters ||
    request.recentSearchResults?.length;
  if (!understand || sure || ownPath) return grammar;
  const reading = await understand(request.transcript);
  if (!reading) return grammar;
  return {
    ...grammar,
    intent: reading.intent,
    filters: reading.filters,
    confidence: MODEL_CONFIDENCE,
  };
}
