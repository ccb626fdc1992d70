import { z } from 'zod';

/**
 * Text a person must fill in, trimmed. Missing and blank answer the same message, as a form shows
 * one hint for both; past `max` it answers `tooLong` (zod's own message without one).
 */
export function requiredText(required: string, max: number, tooLong?: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}
