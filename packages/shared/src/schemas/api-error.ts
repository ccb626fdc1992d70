import { z } from 'zod';

/** Every 4xx of the /api routes: a stable code and a human message. */
export const ZApiErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type TApiErrorResponse = z.infer<typeof ZApiErrorResponseSchema>;

export const ZHealthResponseSchema = z.object({ status: z.literal('ok') });

/** Readiness: each dependency a node needs before it may take traffic, and how it answered. */
export const ZReadinessResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'failing']),
    migrations: z.enum(['ok', 'pending', 'failing']),
    redis: z.enum(['ok', 'failing', 'not-configured']),
  }),
});
export type TReadinessResponse = z.infer<typeof ZReadinessResponseSchema>;
