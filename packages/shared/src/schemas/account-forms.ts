import { z } from 'zod';
import { passwordProblems } from '../rules/password';

/*
 * The web's account forms, as react-hook-form checks them (zodResolver). The identity API checks
 * the same password rules (passwordProblems) and answers with its own messages; these schemas are
 * the forms' side only, so no API answer changes with them.
 */

/** The account forms' own messages, shown next to their boxes (the identity API never sends these). */
export const ACCOUNT_FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  passwordsDiffer: 'Passwords do not match',
} as const;
const M = ACCOUNT_FORM_MESSAGES;

const required = (message: string) => z.string().trim().min(1, message);

/** A new password and the same password typed again. */
const newPassword = { password: z.string(), confirm: z.string() };

/**
 * A blank password is "required"; otherwise each password rule it breaks (`passwordProblems`) is
 * one issue (the page lists them as the person types), and a confirmation that differs is
 * "Passwords do not match".
 */
function checkNewPassword(
  { password, confirm }: { password: string; confirm: string },
  ctx: z.RefinementCtx,
) {
  const problems = password ? passwordProblems(password) : [M.passwordRequired];
  for (const message of problems) ctx.addIssue({ code: 'custom', path: ['password'], message });
  if (confirm !== password)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.passwordsDiffer });
}

/** Setting a new password from a reset link. */
export const ZNewPasswordFormSchema = z.object(newPassword).superRefine(checkNewPassword);
export type TNewPasswordForm = z.input<typeof ZNewPasswordFormSchema>;

/** Changing the password of the signed-in account: the current one first. */
export const ZChangePasswordFormSchema = z
  .object({ current: z.string().min(1, M.currentPasswordRequired), ...newPassword })
  .superRefine(checkNewPassword);
export type TChangePasswordForm = z.input<typeof ZChangePasswordFormSchema>;

/** Creating an account: names and email are required; the role is chosen beside the form. */
export const ZSignUpFormSchema = z
  .object({
    firstName: required(M.firstNameRequired),
    lastName: required(M.lastNameRequired),
    email: required(M.emailRequired),
    ...newPassword,
  })
  .superRefine(checkNewPassword);
export type TSignUpForm = z.input<typeof ZSignUpFormSchema>;
