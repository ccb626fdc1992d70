import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ROLES, type UserRole } from '@nestwise/shared';
import type { OperationContract } from '@nestwise/shared/contracts';
import { allOperations } from '@nestwise/shared/contracts/all';
import { createTestApp, createUser, type TestApp, type TestUser } from './test-app';

/**
 * Every contract's `auth`, checked from the contract alone against the real app (docs/decisions/
 * 0340-auth-from-the-contract.md): public operations answer a caller with no token (anything but
 * 401), the others answer 401 without one, and role operations answer 403 to every other role.
 * No body is sent and path parameters are made up: the gate decides before the body is read or
 * validated and before any row is looked up, so only 401/403 against "anything else" is asserted.
 */

const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';

/** The contract's path with each parameter made up (`{*}`, an object key, keeps its slashes). */
function madeUpPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name === '*' ? `properties/${MADE_UP_ID}/images/made-up.jpg` : MADE_UP_ID,
  );
}

const describeAuth = (auth: OperationContract['auth']) =>
  typeof auth === 'string' ? auth : auth.join(' or ');

describe('every contract’s auth, enforced before the handler', () => {
  let t: TestApp;
  const tokens = {} as Record<UserRole, TestUser>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of USER_ROLES) tokens[role] = await createUser(t.app, role);
  });
  afterAll(() => t.close());

  const call = (operation: OperationContract, as?: TestUser) =>
    t.app.inject({
      method: operation.method,
      url: madeUpPath(operation.path),
      ...(as ? { headers: as.headers } : {}),
    });

  it('walks every operation of the API', () => {
    // The walk below is not vacuous: every kind of auth is there.
    expect(allOperations.length).toBeGreaterThan(70);
    expect(allOperations.some((operation) => operation.auth === 'public')).toBe(true);
    expect(allOperations.some((operation) => operation.auth === 'signed-in')).toBe(true);
    expect(allOperations.some((operation) => Array.isArray(operation.auth))).toBe(true);
  });

  for (const operation of allOperations) {
    const title = `${operation.name} (${operation.method} ${operation.path}): ${describeAuth(operation.auth)}`;

    if (operation.auth === 'public') {
      it(`${title} answers a caller with no token`, async () => {
        const response = await call(operation);
        expect(response.statusCode, response.body).not.toBe(401);
        // Whatever the made-up request lacks is refused as bad input, never as a fault.
        expect(response.statusCode, response.body).toBeLessThan(500);
      });
      continue;
    }

    const allowed: readonly UserRole[] =
      operation.auth === 'signed-in' ? USER_ROLES : operation.auth;

    it(`${title} answers 401 with no token, and lets an allowed role past`, async () => {
      const anonymous = await call(operation);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        error: { code: 'auth/unauthenticated', message: 'User not authenticated' },
      });
      for (const role of allowed) {
        const response = await call(operation, tokens[role]);
        expect(response.statusCode, `${role}: ${response.body}`).not.toBe(401);
      }
    });

    const refused = USER_ROLES.filter((role) => !allowed.includes(role));
    if (refused.length === 0) continue;
    it(`${title} answers 403 to ${refused.join(' and ')}`, async () => {
      for (const role of refused) {
        const response = await call(operation, tokens[role]);
        expect(response.statusCode, role).toBe(403);
        expect(response.json(), role).toEqual({
          error: { code: 'forbidden', message: 'You do not have permission to do this.' },
        });
      }
    });
  }
});
