import { AI_CALL_RETRIES, AI_CALL_TIMEOUT_MS } from '@nestwise/shared';

export interface ReplyModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  retries?: number;
  fetch?: typeof fetch;
}

/** Rewords a reply; resolves to null when the model is unavailable or answers badly. */
export type ReplyRephraser = (question: string, reply: string) => Promise<string | null>;

const SYSTEM_PROMPT = [
  'You reword the replies of a real-estate voice assistant so they sound natural read aloud.',
  'Keep every number, price, name and count exactly as given; add no facts, no listings and no',
  'advice; at most three sentences; plain text, no markdown.',
].join(' ');

const MAX_REPLY_LENGTH = 1_500;

async function callOnce(options: ReplyModelOptions, question: string, reply: string) {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: options.model,
      temperature: 0.3,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `Question: ${question}\nReply to reword: ${reply}` },
      ],
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? AI_CALL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`model answered ${response.status}`);
  const body = (await response.json()) as {
    choices?: Array<{ message?: { content?: unknown } }>;
  };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('model answer has no text');
  const text = content.trim();
  if (!text || text.length > MAX_REPLY_LENGTH) throw new Error('model answer is empty or too long');
  return text;
}

/**
 * An OpenAI-compatible /chat/completions client that only rewords: 30 s per call and one retry
 * (spec §9); any failure resolves to null so the caller keeps its own reply.
 */
export function createReplyRephraser(
  options: ReplyModelOptions,
  onError: (error: unknown) => void = () => {},
): ReplyRephraser {
  const attempts = 1 + (options.retries ?? AI_CALL_RETRIES);
  return async (question, reply) => {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        return await callOnce(options, question, reply);
      } catch (error) {
        onError(error);
      }
    }
    return null;
  };
}
