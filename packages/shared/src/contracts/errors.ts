import { ZApiErrorResponseSchema } from '../schemas/api-error';

/** Every 4xx of the /api routes: `{ error: { code, message, issues? } }` (see messages/error-codes). */
export const apiErrors = { '4xx': ZApiErrorResponseSchema } as const;
