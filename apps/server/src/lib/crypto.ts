import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, one-time codes, share links). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Opaque tokens are stored hashed so a database leak does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * A token only the holder of `secret` can work out again from `salt`: HMAC-SHA256 keyed by the
 * secret (a refresh token's successor is derived from the token it replaces and its row id).
 */
export function derivedToken(secret: string, salt: string): string {
  return createHmac('sha256', secret).update(salt).digest('base64url');
}
