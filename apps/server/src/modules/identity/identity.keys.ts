import fs from 'node:fs';
import path from 'node:path';
import type { webcrypto } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

import type { SigningKeys } from '../../core/ports';

export type { SigningKeys } from '../../core/ports';

type CryptoKey = webcrypto.CryptoKey;

const ALGORITHM = 'EdDSA';

async function fromPrivateJwk(privateJwk: JWK): Promise<SigningKeys> {
  const publicJwk: JWK = { kty: privateJwk.kty, crv: privateJwk.crv, x: privateJwk.x };
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateKey: (await importJWK(privateJwk, ALGORITHM)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey,
    publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' },
  };
}

export async function generateSigningKeys(): Promise<{ keys: SigningKeys; privateJwk: JWK }> {
  const pair = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
  const privateJwk = await exportJWK(pair.privateKey);
  return { keys: await fromPrivateJwk(privateJwk), privateJwk };
}

/**
 * The Ed25519 key that signs ID tokens: from JWT_PRIVATE_KEY (a private JWK as JSON) in
 * production, else generated on first start and kept in DATA_DIR so sessions survive restarts.
 */
export async function loadSigningKeys(options: {
  jwtPrivateKey: string | undefined;
  dataDir: string;
}): Promise<SigningKeys> {
  if (options.jwtPrivateKey) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(options.jwtPrivateKey) as JWK;
    } catch {
      throw new Error(
        'Invalid configuration:\n  JWT_PRIVATE_KEY: must be an Ed25519 private JWK (JSON)',
      );
    }
    return fromPrivateJwk(jwk);
  }
  const keyPath = path.join(options.dataDir, 'keys', 'identity-signing-key.json');
  if (fs.existsSync(keyPath)) {
    return fromPrivateJwk(JSON.parse(fs.readFileSync(keyPath, 'utf8')) as JWK);
  }
  const { keys, privateJwk } = await generateSigningKeys();
  fs.mkdirSync(path.dirname(keyPath), { recursive: true, mode: 0o700 });
  fs.writeFileSync(keyPath, JSON.stringify(privateJwk), { mode: 0o600 });
  return keys;
}
