import { ZApiErrorResponseSchema, ZHealthResponseSchema } from '../schemas/api-error';
import { defineOperation } from './define-operation';

export const getHealth = defineOperation({
  name: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and readiness: answers once the database does',
  tags: ['health'],
  auth: 'public',
  responses: { 200: ZHealthResponseSchema, 503: ZApiErrorResponseSchema },
});
