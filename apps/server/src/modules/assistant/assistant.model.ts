import {
  postChatCompletion,
  withModelRetries,
  type ReplyModelOptions,
} from './assistant.chat-completions';

export type { ReplyModelOptions };

/** Rewords a reply; resolves to null when the model is unavailable or answers badly. */
export type ReplyRephraser = (question: string, reply: string) => Promise<string | null>;

const SYSTEM_PROMPT = [
  'You reword the replies of a real-estate voice assistant so they sound natural read aloud.',
  'Keep every number, price, name and count exactly as given; add no facts, no listings and no',
  'advice; at most three sentences; plain text, no markdown.',
].join(' ');

const MAX_REPLY_LENGTH = 1_500;

async function callOnce(options: ReplyModelOptions, question: string, reply: string) {
  const message = await postChatCompletion(options, {
    temperature: 0.3,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Question: ${question}\nReply to reword: ${reply}` },
    ],
  });
  if (typeof message.content !== 'string') throw new Error('model answer has no text');
  const text = message.content.trim();
  if (!text || text.length > MAX_REPLY_LENGTH) throw new Error('model answer is empty or too long');
  return text;
}

/**
 * An OpenAI-compatible /chat/completions client that only rewords: 30 s per call and one retry
 * (AI_CALL_TIMEOUT_MS and AI_CALL_RETRIES in packages/shared); any failure resolves to null so the
 * caller keeps its own reply.
 */
export function createReplyRephraser(
  options: ReplyModelOptions,
  onError: (error: unknown) => void = () => {},
): ReplyRephraser {
  return withModelRetries(options, onError, (question: string, reply: string) =>
    callOnce(options, question, reply),
  );
}
