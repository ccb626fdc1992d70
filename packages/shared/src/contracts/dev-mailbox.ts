import { ZDevMailboxQuerySchema, ZDevMailboxResponseSchema } from '../schemas/dev-mailbox';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

export const findDevMail = defineOperation({
  name: 'findDevMail',
  method: 'GET',
  path: '/api/dev/mailbox',
  summary: 'The dev mailbox: mail the server would have sent',
  description: 'Outside production only (production answers 404).',
  tags: ['dev'],
  auth: ['admin'],
  query: ZDevMailboxQuerySchema,
  responses: { 200: ZDevMailboxResponseSchema, ...apiErrors },
});
