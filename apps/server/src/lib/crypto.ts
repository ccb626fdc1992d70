import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (refresh tokens, one-time codes, share links). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Opaque tokens are stored hashed so a database leak does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
