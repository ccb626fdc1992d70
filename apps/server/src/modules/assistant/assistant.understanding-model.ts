import {
  ASSISTANT_INTENTS,
  ZAssistantFiltersSchema,
  type AssistantIntent,
  type TAssistantFilters,
} from '@nestwise/shared';
import { z } from 'zod';
import {
  postChatCompletion,
  withModelRetries,
  type ReplyModelOptions,
} from './assistant.chat-completions';

/** What the model may decide: the same intent and filter schema the grammar fills. */
const ZUnderstanding = z.object({
  // the grammar alone refuses (fair-housing) and declines; the model never does
  intent: z.enum(ASSISTANT_INTENTS).exclude(['unsupported', 'off_topic']),
  filters: ZAssistantFiltersSchema,
});
export type ModelUnderstanding = { intent: AssistantIntent; filters: TAssistantFilters };

/** Reads a transcript into intent and filters; null when the model is unavailable or wrong. */
export type TranscriptUnderstander = (transcript: string) => Promise<ModelUnderstanding | null>;

const TOOL_NAME = 'set_search';

const SYSTEM_PROMPT = [
  'You read what a user of a US real-estate marketplace said and call set_search with their',
  'intent and only the filters they asked for. Negations exclude ("not a condo" →',
  'excludePropertyTypes), several cities or types go in cities / propertyTypes, prices are whole',
  'dollars, a price per month means status for-rent. Never filter by race, colour, religion,',
  'national origin, sex, familial status, disability or source of income.',
].join(' ');

const TOOL = {
  type: 'function',
  function: {
    name: TOOL_NAME,
    description: 'The intent and the search filters the user asked for.',
    parameters: z.toJSONSchema(ZUnderstanding),
  },
} as const;

const MAX_ARGUMENTS_LENGTH = 10_000;

async function callOnce(options: ReplyModelOptions, transcript: string) {
  const message = await postChatCompletion(options, {
    temperature: 0,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: transcript },
    ],
    tools: [TOOL],
    tool_choice: { type: 'function', function: { name: TOOL_NAME } },
  });
  const call = message.tool_calls?.[0]?.function;
  if (call?.name !== TOOL_NAME || typeof call.arguments !== 'string') {
    throw new Error('model did not call set_search');
  }
  if (call.arguments.length > MAX_ARGUMENTS_LENGTH) throw new Error('model arguments too long');
  const parsed = ZUnderstanding.safeParse(JSON.parse(call.arguments));
  if (!parsed.success) throw new Error(`model filters invalid: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Structured understanding through an OpenAI-compatible /chat/completions with tool calling:
 * the answer must be a set_search call whose arguments pass the shared zod filter schema; 30 s
 * and one retry per call (AI_CALL_RETRIES). Any failure resolves to null: the grammar's reading
 * stands.
 */
export function createTranscriptUnderstander(
  options: ReplyModelOptions,
  onError: (error: unknown) => void = () => {},
): TranscriptUnderstander {
  return withModelRetries(options, onError, (transcript: string) => callOnce(options, transcript));
}
