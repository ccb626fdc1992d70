import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_CONTEXT = 'nestwise local blob store: POST policy signing v1';

/**
 * The key the local store signs POST policies with, derived from a random key kept in DATA_DIR
 * (created on first start, like the identity signing key) so signed forms survive restarts.
 */
export function loadLocalSigningSecret(dataDir: string): string {
  const keyPath = path.join(dataDir, 'keys', 'storage-signing-key');
  fs.mkdirSync(path.dirname(keyPath), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(keyPath, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(keyPath, 'utf8').trim();
  return createHmac('sha256', key).update(SECRET_CONTEXT).digest('base64url');
}
