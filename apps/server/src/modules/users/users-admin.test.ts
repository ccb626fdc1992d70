import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListUsersResponse } from '@nestwise/shared';
import { encodeCursor } from '../../lib/cursor';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, 'admin');
});
afterAll(() => t.close());

async function listUsers(query: string, as: TestUser = admin) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users${query}`,
    headers: as.headers,
  });
  return { status: response.statusCode, body: response.json<TListUsersResponse>() };
}

const patchUser = (id: string, field: 'role' | 'status', value: string, as = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/${field}`,
    headers: as.headers,
    payload: { [field]: value },
  });

describe('GET /api/users', () => {
  it('pages through every user exactly once, newest first', async () => {
    for (let index = 0; index < 5; index += 1) {
      t.clock.advance(1000);
      await createUser(t.app, 'buyer', `pager${index}-${Date.now()}@paging.nestwise.dev`);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?q=paging.nestwise&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await listUsers(query);
      expect(status).toBe(200);
      expect(body.totalCount).toBe(5);
      seen.push(...body.items.map((item) => item.email));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.map((email) => email.split('-')[0])).toEqual([
      'pager4',
      'pager3',
      'pager2',
      'pager1',
      'pager0',
    ]);
  });

  it('searches by email, first name, last name and full name, case-insensitively', async () => {
    const user = await createUser(t.app, 'agent', `zebra-${Date.now()}@search.nestwise.dev`);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user.headers,
      payload: { firstName: 'Quentin', lastName: 'Blake' },
    });
    for (const q of ['ZEBRA', 'quentin', 'blake', 'Quentin Blake']) {
      const { body } = await listUsers(`?q=${encodeURIComponent(q)}`);
      expect(body.items.map((item) => item.id)).toEqual([user.id]);
    }
    expect((await listUsers('?q=%25')).body.items.length).toBe(0);
  });

  it('filters by role and by status', async () => {
    const agent = await createUser(t.app, 'agent');
    const inactive = await createUser(t.app, 'buyer');
    await patchUser(inactive.id, 'status', 'Inactive');
    const agents = (await listUsers('?role=agent&limit=100')).body.items;
    expect(agents.map((item) => item.id)).toContain(agent.id);
    expect(agents.every((item) => item.role === 'agent')).toBe(true);
    const inactives = (await listUsers('?status=Inactive&limit=100')).body.items;
    expect(inactives.map((item) => item.id)).toEqual([inactive.id]);
  });

  it('refuses a bad cursor, role or limit with 400', async () => {
    const wellFormedButWrong = encodeCursor(['yesterday', 'not-a-uuid']);
    // Date.parse takes a bare year, Postgres's timestamptz does not: refused before SQL, not a 500.
    const bareYear = encodeCursor(['2020', '00000000-0000-4000-8000-000000000000']);
    for (const query of [
      '?cursor=nonsense',
      `?cursor=${wellFormedButWrong}`,
      `?cursor=${bareYear}`,
      '?role=owner',
      '?limit=0',
      '?limit=101',
    ]) {
      expect((await listUsers(query)).status).toBe(400);
    }
  });

  it('answers 401 without a token and 403 to non-admins', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['buyer', 'agent'] as const) {
      const user = await createUser(t.app, role);
      const { status, body } = await listUsers('', user);
      expect(status).toBe(403);
      expect(body).toMatchObject({ error: { code: 'forbidden' } });
    }
  });
});

describe('PATCH /api/users/{id}/role', () => {
  it('changes the role, effective on the next request with the same token', async () => {
    const user = await createUser(t.app, 'buyer');
    expect((await listUsers('', user)).status).toBe(403);
    const response = await patchUser(user.id, 'role', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, role: 'admin' });
    expect((await listUsers('', user)).status).toBe(200);
    await patchUser(user.id, 'role', 'buyer');
    expect((await listUsers('', user)).status).toBe(403);
  });

  it('refuses non-admins, unknown roles, unknown users and an admin changing themself', async () => {
    const agent = await createUser(t.app, 'agent');
    const buyer = await createUser(t.app, 'buyer');
    expect((await patchUser(buyer.id, 'role', 'agent', agent)).statusCode).toBe(403);
    expect((await patchUser(buyer.id, 'role', 'owner')).statusCode).toBe(400);
    const missing = await patchUser('00000000-0000-4000-8000-000000000000', 'role', 'agent');
    expect(missing.statusCode).toBe(404);
    expect((await patchUser('not-a-uuid', 'role', 'agent')).statusCode).toBe(404);
    const self = await patchUser(admin.id, 'role', 'buyer');
    expect(self.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${buyer.id}/role`,
      payload: { role: 'admin' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows a user to admins and to that user only', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const get = (id: string, as: TestUser) =>
      t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: as.headers });
    expect((await get(user.id, admin)).json()).toMatchObject({ id: user.id });
    expect((await get(user.id, user)).statusCode).toBe(200);
    expect((await get(user.id, other)).statusCode).toBe(403);
    expect((await get('not-a-uuid', admin)).statusCode).toBe(404);
  });
});
