import { ZContactMessageRequestSchema, ZContactMessageResponseSchema } from '../schemas/contact';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

export const sendContactMessage = defineOperation({
  name: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  summary: 'Send the contact form to support',
  tags: ['contact'],
  auth: 'public',
  body: ZContactMessageRequestSchema,
  responses: { 202: ZContactMessageResponseSchema, ...apiErrors },
});
