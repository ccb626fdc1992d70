import { ZAssistantQueryRequestSchema, ZAssistantQueryResponseSchema } from '../schemas/assistant';
import { assistant } from './operation-groups';

export const queryAssistant = assistant.post('/api/assistant/query', {
  name: 'queryAssistant',
  summary: 'Ask the assistant: intent, filters, matching listings and an answer',
  description:
    'Answers `{ success: true, data }`, or `{ success: false, error }` (docs/assistant-contract.md).',
  auth: 'public',
  body: ZAssistantQueryRequestSchema,
  responses: { 200: ZAssistantQueryResponseSchema },
});
