import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../core/app-context';

const AUDIENCE = 'nestwise-saved-search-unsubscribe';

/**
 * The unsubscribe link's token: the saved search's id, signed with the server's Ed25519 key
 * (any node verifies it, nothing is stored). It does not expire: an old mail's link still works.
 */
export function createUnsubscribeTokens(keys: AppContext['keys']) {
  return {
    sign(savedSearchId: string): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid })
        .setSubject(savedSearchId)
        .setAudience(AUDIENCE)
        .sign(keys.privateKey);
    },
    /** The saved search's id, or null for a forged, altered or foreign token. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          audience: AUDIENCE,
          algorithms: ['EdDSA'],
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
