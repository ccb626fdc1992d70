import {
  PASSWORD_MIN_LENGTH,
  STRENGTH_MEDIUM_BELOW,
  STRENGTH_WEAK_BELOW,
} from '../constants/limits';
import { PASSWORD_MESSAGES } from '../messages/auth-messages';

const CHECKS: ReadonlyArray<{ test: (password: string) => boolean; message: string }> = [
  { test: (p) => p.length >= PASSWORD_MIN_LENGTH, message: PASSWORD_MESSAGES.tooShort },
  { test: (p) => /[A-Z]/.test(p), message: PASSWORD_MESSAGES.uppercase },
  { test: (p) => /[a-z]/.test(p), message: PASSWORD_MESSAGES.lowercase },
  { test: (p) => /\d/.test(p), message: PASSWORD_MESSAGES.number },
  { test: (p) => /[^A-Za-z0-9]/.test(p), message: PASSWORD_MESSAGES.special },
];

/** Every password rule the password breaks, in the order of CHECKS; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return CHECKS.filter((check) => !check.test(password)).map((check) => check.message);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** One point each for length ≥ 8, length ≥ 12, lowercase, uppercase, digit, other character. */
export function passwordScore(password: string): number {
  return [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score < STRENGTH_WEAK_BELOW) return 'weak';
  if (score < STRENGTH_MEDIUM_BELOW) return 'medium';
  return 'strong';
}
