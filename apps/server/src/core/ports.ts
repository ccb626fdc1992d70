import type { webcrypto } from 'node:crypto';
import type { JWK } from 'jose';

/**
 * The services every module may receive in its AppContext. Each is an interface here; the
 * module that provides it (mail, storage, identity) implements it and app.ts builds it once.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * What the rest of the server needs from object storage. The storage module provides the local
 * blob store (default) and S3; listings use it to clean a deleted listing's files.
 */
export interface ObjectStore {
  /** Removes one object; a missing object counts as removed (a 404 counts as success). */
  deleteObject(key: string): Promise<void>;
}

export interface SigningKeys {
  kid: string;
  privateKey: webcrypto.CryptoKey;
  publicKey: webcrypto.CryptoKey;
  publicJwk: JWK;
}

export interface IdTokenSubject {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
}

export interface IdTokenClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  /** Seconds since the epoch of the password sign-in this session started with. */
  authTime: number;
  issuedAt: number;
  /** Milliseconds since the epoch at signing, to compare with the account's validSince exactly. */
  issuedAtMs: number;
  expiresAt: number;
}

export interface TokenSigner {
  sign(subject: IdTokenSubject, authTime: Date): Promise<string>;
  verify(token: string): Promise<IdTokenClaims>;
  issuer: string;
}
