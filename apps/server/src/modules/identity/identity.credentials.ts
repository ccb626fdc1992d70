import { ZEmailSchema, passwordProblems } from '@nestwise/shared';
import { IdentityError } from './identity.errors';

/** The address in the shared schema's normal form, or INVALID_EMAIL. */
export function normalizeEmail(raw: string): string {
  const parsed = ZEmailSchema.safeParse(raw);
  if (!parsed.success) throw new IdentityError('INVALID_EMAIL');
  return parsed.data;
}

/** The password when the rules accept it, or the provider's code for why not. */
export function requireAcceptablePassword(password: string | undefined): string {
  if (!password) throw new IdentityError('MISSING_PASSWORD');
  const [problem] = passwordProblems(password);
  if (problem) throw new IdentityError('WEAK_PASSWORD', problem);
  return password;
}

/** "Ada King Lovelace": first name Ada, last name "King Lovelace". */
export function splitDisplayName(displayName: string | undefined) {
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
