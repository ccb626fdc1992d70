import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ID_TOKEN_TTL_SECONDS } from '@nestwise/shared';
import type { Clock } from '../../lib/clock';
import { IdentityError } from './identity.errors';
import type { SigningKeys, TokenSigner } from '../../core/ports';

export type { IdTokenClaims, IdTokenSubject, TokenSigner } from '../../core/ports';

export const ID_TOKEN_AUDIENCE = 'nestwise';
/**
 * The same on every node and across restarts: not derived from PUBLIC_URL or PORT, so nodes on
 * different ports (or a restart on another port) accept each other's tokens.
 */
export const ID_TOKEN_ISSUER = 'nestwise-identity';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokenSigner(
  keys: SigningKeys,
  clock: Clock,
  issuer: string = ID_TOKEN_ISSUER,
): TokenSigner {
  return {
    issuer,
    async sign(subject, authTime) {
      const nowMs = clock.now().getTime();
      const now = Math.floor(nowMs / 1000);
      return new SignJWT({
        email: subject.email,
        email_verified: subject.emailVerified,
        name: subject.displayName ?? undefined,
        auth_time: seconds(authTime),
        user_id: subject.id,
        sign_in_provider: 'password',
        iat_ms: nowMs,
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(ID_TOKEN_AUDIENCE)
        .setSubject(subject.id)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(keys.privateKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          issuer,
          audience: ID_TOKEN_AUDIENCE,
          algorithms: ['EdDSA'],
          currentDate: clock.now(),
        });
        if (!payload.sub || typeof payload.email !== 'string') {
          throw new IdentityError('INVALID_ID_TOKEN');
        }
        return {
          sub: payload.sub,
          email: payload.email,
          emailVerified: payload.email_verified === true,
          authTime: Number(payload.auth_time ?? payload.iat),
          issuedAt: Number(payload.iat),
          issuedAtMs:
            typeof payload.iat_ms === 'number' ? payload.iat_ms : Number(payload.iat) * 1000,
          expiresAt: Number(payload.exp),
        };
      } catch (error) {
        if (error instanceof IdentityError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new IdentityError('TOKEN_EXPIRED');
        throw new IdentityError('INVALID_ID_TOKEN');
      }
    },
  };
}
