import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allOperations } from './all-operations';
import { USER_ROLES } from '../constants/roles';
import { isEmptyResponse, isFreeForm, type OperationAuth } from './define-operation';

describe('API contracts', () => {
  it('name each operation once, at one method and path', () => {
    const names = allOperations.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
    const endpoints = allOperations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('describe every path parameter with the params schema', () => {
    for (const operation of allOperations) {
      const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = operation.params ? Object.keys((operation.params as z.ZodObject).shape) : [];
      expect(declared.sort(), operation.name).toEqual(inPath.sort());
    }
  });

  // The server enforces `auth` before the handler (docs/decisions/0340-auth-from-the-contract.md).
  it('declare who may call each: anyone, any signed-in account, or some known roles', () => {
    for (const operation of allOperations) {
      const { auth } = operation;
      if (auth === 'public' || auth === 'signed-in') continue;
      expect(auth.length, operation.name).toBeGreaterThan(0);
      expect(new Set(auth).size, operation.name).toBe(auth.length);
      for (const role of auth) expect(USER_ROLES, operation.name).toContain(role);
    }
    // @ts-expect-error An empty role list would lock everyone out, so the type refuses it.
    const nobody: OperationAuth = [];
    expect(nobody).toEqual([]);
  });

  it('give every operation a success answer', () => {
    for (const operation of allOperations) {
      const statuses = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      expect(statuses.length, operation.name).toBeGreaterThan(0);
    }
  });

  // The server serialises answers by encoding them with these schemas: a transform there would
  // make every answer a 500, so answers are plain data (request schemas may normalise, answers not).
  it('describe answers with schemas that encode (no transforms) and convert to JSON Schema', () => {
    for (const operation of allOperations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (isFreeForm(answer) || isEmptyResponse(answer)) continue;
        expect(
          () => z.toJSONSchema(answer, { io: 'output', unrepresentable: 'throw' }),
          `${operation.name} ${status}`,
        ).not.toThrow();
      }
    }
  });
});
