import { ZContactMessageRequestSchema, ZContactMessageResponseSchema } from '../schemas/contact';
import { contact } from './operation-groups';

export const sendContactMessage = contact.post('/api/contact', {
  name: 'sendContactMessage',
  summary: 'Send the contact form to support',
  auth: 'public',
  body: ZContactMessageRequestSchema,
  responses: { 202: ZContactMessageResponseSchema },
});
