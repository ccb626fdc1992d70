import {
  ZAssistantErrorResponseSchema,
  ZAssistantQueryRequestSchema,
  ZAssistantQueryResponseSchema,
} from '../schemas/assistant';
import { defineOperation } from './define-operation';

export const queryAssistant = defineOperation({
  name: 'queryAssistant',
  method: 'POST',
  path: '/api/assistant/query',
  summary: 'Ask the assistant: intent, filters, matching listings and an answer',
  description:
    'Answers `{ success: true, data }`, or `{ success: false, error }` (docs/assistant-contract.md).',
  tags: ['assistant'],
  auth: 'public',
  body: ZAssistantQueryRequestSchema,
  responses: { 200: ZAssistantQueryResponseSchema, '4xx': ZAssistantErrorResponseSchema },
});
