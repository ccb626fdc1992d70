import { hash } from '@node-rs/argon2';
import { PASSWORD_RESET_CODE_TTL_SECONDS, type TResetPasswordRequest } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { IdentityError } from './identity.errors';
import { normalizeEmail, requireAcceptablePassword } from './identity.credentials';
import * as repo from './identity.repo';
import * as throttle from './identity.throttle';
import { passwordResetMail } from './password-reset-mail';

/** A new password ends every session: tokens issued before it stop verifying, refreshes stop. */
export async function setPassword(
  executor: Executor,
  clock: AppContext['clock'],
  accountId: string,
  password: string,
) {
  const now = clock.now();
  await repo.updateAccount(executor, accountId, {
    passwordHash: await hash(password),
    passwordUpdatedAt: now,
    validSince: now,
  });
  await repo.revokeAllRefreshTokens(executor, accountId, now);
}

/** The reset mail's code and its redemption (spec: forgotten password). */
export function createPasswordReset(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>,
  options: { emailEnumerationProtection: boolean },
) {
  const { db, clock } = ctx;
  return {
    async sendPasswordReset(rawEmail: string) {
      const email = normalizeEmail(rawEmail);
      const account = await repo.findAccountByEmail(db, email);
      if (!account || account.disabled) {
        if (options.emailEnumerationProtection) return email;
        throw new IdentityError(account ? 'USER_DISABLED' : 'EMAIL_NOT_FOUND');
      }
      const code = randomToken();
      const now = clock.now();
      await repo.insertOobCode(db, {
        codeHash: sha256(code),
        accountId: account.id,
        requestType: 'PASSWORD_RESET',
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_CODE_TTL_SECONDS * 1000),
      });
      await ctx.mailer.send(passwordResetMail(ctx.config.publicUrl, email, code));
      return email;
    },

    async resetPassword(input: TResetPasswordRequest) {
      const codeHash = sha256(input.oobCode);
      const code = await repo.findOobCode(db, codeHash);
      if (!code || code.usedAt || code.requestType !== 'PASSWORD_RESET') {
        throw new IdentityError('INVALID_OOB_CODE');
      }
      if (code.expiresAt <= clock.now()) throw new IdentityError('EXPIRED_OOB_CODE');
      const account = await repo.findAccountById(db, code.accountId);
      if (!account) throw new IdentityError('INVALID_OOB_CODE');
      if (input.newPassword === undefined) return account.email; // checking the code only
      const password = requireAcceptablePassword(input.newPassword);
      await db.transaction(async (tx) => {
        if (!(await repo.consumeOobCode(tx, codeHash, clock.now()))) {
          throw new IdentityError('INVALID_OOB_CODE');
        }
        await setPassword(tx, clock, account.id, password);
        await repo.invalidateOobCodes(tx, account.id, clock.now());
        await throttle.clearAccountFailures(tx, account.email);
      });
      return account.email;
    },
  };
}
