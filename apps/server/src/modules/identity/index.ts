import { API_ERROR_CODES, AUTH_MESSAGES, IDENTITY_CODE_TO_AUTH_CODE } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { deactivatedError } from '../../core/actor';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { IdentityError } from './identity.errors';
import {
  accountsById,
  findAccountByEmail,
  revokeAllRefreshTokens,
  updateAccount,
} from './identity.repo';
import { identityRoutes } from './identity.routes';
import { createIdentityService, type IdentityOptions } from './identity.service';

export { rewriteIdentitySdkUrl } from './identity-sdk-paths';
export { createTokenSigner } from './identity.tokens';
export { loadSigningKeys } from './identity.keys';

/** Accounts: sign-up, sign-in, tokens and deletion, at /identity in the provider's REST shape. */
export function createIdentityModule(ctx: AppContext, options: IdentityOptions) {
  const { config } = ctx;
  const service = createIdentityService(ctx, options);
  return {
    service,
    routes: async (app: Parameters<typeof identityRoutes>[0]) => {
      await app.register(identityRoutes, {
        prefix: '/identity',
        service,
        keys: ctx.keys,
        apiKey: config.identityApiKey,
        signInPerMinute: config.rateLimit.signInPerMinute,
      });
    },
    /** The account an ID token names; a bad, stale or disabled one is refused as the API answers. */
    async verifySession(token: string): Promise<string> {
      try {
        return (await service.verifySession(token)).account.id;
      } catch (error) {
        if (!(error instanceof IdentityError)) throw error;
        if (error.code === 'USER_DISABLED') throw deactivatedError();
        const code = IDENTITY_CODE_TO_AUTH_CODE[error.code] ?? API_ERROR_CODES.unauthenticated;
        throw new ApiError(401, code, AUTH_MESSAGES.notAuthenticated);
      }
    },
    /** Names and addresses of accounts by id; a deleted account has none. */
    accountsById: (ids: Iterable<string>) => accountsById(ctx.db, ids),
    async updateProfile(
      tx: Executor,
      id: string,
      patch: { displayName?: string; photoUrl?: string | null },
    ) {
      await updateAccount(tx, id, patch);
    },
    async setDisabled(tx: Executor, id: string, disabled: boolean, at: Date) {
      await updateAccount(tx, id, { disabled });
      if (disabled) await revokeAllRefreshTokens(tx, id, at);
    },
    accountIdByEmail: async (db: Executor, email: string) =>
      (await findAccountByEmail(db, email))?.id,
  };
}
