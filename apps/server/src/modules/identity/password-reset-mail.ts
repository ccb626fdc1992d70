import type { OutgoingMail } from '../../core/ports';

/** The reset link opens /forgot-password in "set a new password" mode with the one-time code. */
export function passwordResetLink(publicUrl: string, code: string): string {
  const url = new URL('/forgot-password', publicUrl);
  url.searchParams.set('mode', 'resetPassword');
  url.searchParams.set('oobCode', code);
  return url.toString();
}

export function passwordResetMail(publicUrl: string, email: string, code: string): OutgoingMail {
  const link = passwordResetLink(publicUrl, code);
  return {
    to: email,
    subject: 'Reset your Nestwise password',
    text: [
      'Hello,',
      '',
      `Follow this link to reset your Nestwise password for ${email}:`,
      link,
      '',
      'The link works once and expires in one hour.',
      "If you didn't ask to reset your password, you can ignore this email.",
    ].join('\n'),
  };
}
