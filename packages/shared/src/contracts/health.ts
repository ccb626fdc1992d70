import {
  ZApiErrorResponseSchema,
  ZHealthResponseSchema,
  ZReadinessResponseSchema,
} from '../schemas/api-error';
import { defineOperation } from './define-operation';

export const getHealth = defineOperation({
  name: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Answers once the database does (kept for probes that predate /live and /ready)',
  tags: ['health'],
  auth: 'public',
  responses: { 200: ZHealthResponseSchema, 503: ZApiErrorResponseSchema },
});

export const getLiveness = defineOperation({
  name: 'getLiveness',
  method: 'GET',
  path: '/api/health/live',
  summary: 'Liveness: the process answers (restart it when this stops answering)',
  tags: ['health'],
  auth: 'public',
  responses: { 200: ZHealthResponseSchema },
});

export const getReadiness = defineOperation({
  name: 'getReadiness',
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Readiness: the database answers, every migration is applied and Redis answers when REDIS_URL is set (send traffic only on 200)',
  tags: ['health'],
  auth: 'public',
  responses: { 200: ZReadinessResponseSchema, 503: ZReadinessResponseSchema },
});
