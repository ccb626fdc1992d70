import type { App } from '../src/app';
import { createUser, signIn, type TestUser } from './test-app';

const admins = new WeakMap<App, Promise<TestUser>>();

/**
 * GET /api/dev/mailbox{query} as an admin (the mailbox answers admins only), signed in afresh on
 * each read so a test that moves the clock past a token's life can still read its mail.
 */
export async function readDevMailbox(app: App, query = '') {
  let admin = admins.get(app);
  if (!admin) {
    admin = createUser(app, 'admin');
    admins.set(app, admin);
  }
  const { email, password } = await admin;
  const { headers } = await signIn(app, email, password);
  return app.inject({ method: 'GET', url: `/api/dev/mailbox${query}`, headers });
}
