import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, lookupRequest, signInRequest } from '../../test/identity-client';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { identityAccounts } from '../modules/identity/identity.schema';
import { userDetails } from '../modules/users/users.schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureAccount, seedAccounts } from './seed-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = async (email: string) =>
  (await t.app.context.db.select().from(userDetails).where(eq(userDetails.email, email)))[0];

describe('demo seeding', () => {
  it('creates the three demo accounts with their roles, once', async () => {
    const ctx = { ...t.app.context, config: { ...t.config, seedDemo: true } };
    await seedAccounts(ctx);
    await seedAccounts(ctx);
    for (const demo of DEMO_ACCOUNTS) {
      expect(await details(demo.email)).toMatchObject({ role: demo.role, status: 'Active' });
      const [{ total } = { total: 0 }] = await t.app.context.db
        .select({ total: count() })
        .from(identityAccounts)
        .where(eq(identityAccounts.email, demo.email));
      expect(total).toBe(1);
      const session = await signInRequest(t.app, demo.email, DEMO_PASSWORD);
      expect(session.status).toBe(200);
      expect((await lookupRequest(t.app, String(session.body.idToken))).status).toBe(200);
    }
  });

  it('leaves an existing demo account as its user changed it', async () => {
    const ctx = { ...t.app.context, config: { ...t.config, seedDemo: true } };
    const buyer = DEMO_ACCOUNTS.find((demo) => demo.role === 'buyer')!;
    await seedAccounts(ctx);
    const id = (await details(buyer.email))!.id;
    await t.app.context.db
      .update(userDetails)
      .set({ firstName: 'Renamed' })
      .where(eq(userDetails.id, id));
    await seedAccounts(ctx);
    expect(await details(buyer.email)).toMatchObject({ firstName: 'Renamed' });
  });
});

describe('demo seeding in production', () => {
  const production = (seedDemo: boolean) => ({
    ...t.app.context,
    config: { ...t.config, isProduction: true, seedDemo },
  });

  it('never leaves a demo account that signs in with the published password', async () => {
    // Seeded outside production first, as a data dir reused from a trial run would be.
    await seedAccounts({ ...t.app.context, config: { ...t.config, seedDemo: true } });
    const admin = DEMO_ACCOUNTS.find((demo) => demo.role === 'admin')!;
    const before = await signInRequest(t.app, admin.email, DEMO_PASSWORD);
    expect(before.status).toBe(200);
    t.clock.advance(1000);

    await seedAccounts(production(false));
    for (const demo of DEMO_ACCOUNTS) {
      const refused = await signInRequest(t.app, demo.email, DEMO_PASSWORD);
      expect(refused.status, demo.email).toBe(400);
    }
    // Sessions opened with the published password end too.
    expect(errorMessage(await lookupRequest(t.app, String(before.body.idToken)))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('with SEED_DEMO=true keeps the demo accounts (they own the demo listings) locked', async () => {
    await seedAccounts(production(true));
    await seedAccounts(production(true));
    for (const demo of DEMO_ACCOUNTS) {
      expect(await details(demo.email)).toMatchObject({ role: demo.role });
      expect((await signInRequest(t.app, demo.email, DEMO_PASSWORD)).status, demo.email).toBe(400);
    }
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD seeding', () => {
  const adminConfig = (email: string, password: string) => ({
    ...t.app.context,
    config: { ...t.config, seedDemo: false, admin: { email, password } },
  });

  it('creates the admin account when it is missing', async () => {
    const email = `site-admin-${Date.now()}@test.nestwise.dev`;
    await seedAccounts(adminConfig(email, 'Site-Admin-Pass-1'));
    expect(await details(email)).toMatchObject({ role: 'admin', status: 'Active' });
    expect((await signInRequest(t.app, email, 'Site-Admin-Pass-1')).status).toBe(200);
  });

  it('resets an existing account to an Active admin with the given password', async () => {
    const user = await createUser(t.app, 'buyer');
    const admin = await createUser(t.app, 'admin');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/status`,
      headers: admin.headers,
      payload: { status: 'Inactive' },
    });
    t.clock.advance(1000);
    await seedAccounts(adminConfig(user.email, 'Reset-Admin-Pass-2'));
    expect(await details(user.email)).toMatchObject({
      id: user.id,
      role: 'admin',
      status: 'Active',
    });
    const session = await signInRequest(t.app, user.email, 'Reset-Admin-Pass-2');
    expect(session.status).toBe(200);
    // A new password ends the sessions that knew the old one.
    expect(errorMessage(await lookupRequest(t.app, user.idToken))).toBe('TOKEN_EXPIRED');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${String(session.body.idToken)}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the sessions when the password is unchanged (a restart)', async () => {
    const email = `restart-admin-${Date.now()}@test.nestwise.dev`;
    await seedAccounts(adminConfig(email, 'Same-Admin-Pass-3'));
    const session = await signInRequest(t.app, email, 'Same-Admin-Pass-3');
    t.clock.advance(1000);
    await seedAccounts(adminConfig(email, 'Same-Admin-Pass-3'));
    expect((await lookupRequest(t.app, String(session.body.idToken))).status).toBe(200);
  });

  it('ensureAccount without reset leaves an existing password alone', async () => {
    const user = await createUser(t.app);
    const id = await ensureAccount(t.app.context, {
      email: user.email.toUpperCase(),
      password: 'Other-Pass-4',
      role: 'admin',
      firstName: 'A',
      lastName: 'B',
    });
    expect(id).toBe(user.id);
    expect((await signInRequest(t.app, user.email, user.password)).status).toBe(200);
    expect(await details(user.email)).toMatchObject({ role: 'buyer' });
  });
});
