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
