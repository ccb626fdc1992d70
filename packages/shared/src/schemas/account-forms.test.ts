import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../messages/auth-messages';
import {
  ZChangePasswordFormSchema,
  ZNewPasswordFormSchema,
  ZSignUpFormSchema,
} from './account-forms';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('account form schemas', () => {
  it('names each blank required box of the sign-up form, even beside a password problem', () => {
    const result = ZSignUpFormSchema.safeParse({
      firstName: ' ',
      lastName: 'Realtor',
      email: '',
      password: '',
      confirm: 'x',
    });
    expect(messagesOf(result)).toEqual([
      ['firstName', 'First name is required'],
      ['email', 'Email is required'],
      ['password', 'Password is required'],
      ['confirm', 'Passwords do not match'],
    ]);
  });

  it('gives each broken password rule its spec text, in the spec order', () => {
    const result = ZNewPasswordFormSchema.safeParse({ password: 'abc', confirm: 'abc' });
    expect(messagesOf(result)).toEqual([
      ['password', PASSWORD_MESSAGES.tooShort],
      ['password', PASSWORD_MESSAGES.uppercase],
      ['password', PASSWORD_MESSAGES.number],
      ['password', PASSWORD_MESSAGES.special],
    ]);
  });

  it('asks for the current password and accepts a good new one', () => {
    expect(
      messagesOf(
        ZChangePasswordFormSchema.safeParse({ current: '', password: 'Abc12!', confirm: 'Abc12!' }),
      ),
    ).toEqual([['current', 'Current password is required']]);
    expect(
      ZChangePasswordFormSchema.safeParse({ current: 'old', password: 'Abc12!', confirm: 'Abc12!' })
        .success,
    ).toBe(true);
  });

  it('trims the names and email it accepts', () => {
    const result = ZSignUpFormSchema.parse({
      firstName: ' Rae ',
      lastName: 'Realtor',
      email: ' rae@example.test ',
      password: 'Abc12!',
      confirm: 'Abc12!',
    });
    expect(result).toMatchObject({ firstName: 'Rae', email: 'rae@example.test' });
  });
});
