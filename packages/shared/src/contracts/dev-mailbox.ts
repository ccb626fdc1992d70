import { ZDevMailboxQuerySchema, ZDevMailboxResponseSchema } from '../schemas/dev-mailbox';
import { dev } from './operation-groups';

export const findDevMail = dev.get('/api/dev/mailbox', {
  name: 'findDevMail',
  summary: 'The dev mailbox: mail the server would have sent',
  description: 'Outside production only (production answers 404).',
  auth: ['admin'],
  query: ZDevMailboxQuerySchema,
  responses: { 200: ZDevMailboxResponseSchema },
});
