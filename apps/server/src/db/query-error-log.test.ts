import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeErrorForLog } from './query-error-log';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

describe('a failed query in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp({}, {}, { logger: { level: 'error', stream } });
    // Every new account now fails in the database, as a real constraint violation would.
    await t.app.context.db.execute(
      sql`alter table identity_accounts add constraint no_new_accounts check (false) not valid`,
    );
  });
  afterAll(() => t.close());

  it('keeps the SQL text and the error code but never the parameters (emails, password hashes)', async () => {
    const email = 'private.person@example.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/accounts:signUp',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    const entry = JSON.parse(lines.find((line) => line.includes('request failed'))!);
    expect(entry.err.message).toMatch(/^Failed query: insert into "identity_accounts"/);
    expect(entry.err.cause).toMatchObject({ code: '23514', constraint: 'no_new_accounts' });
    expect(log).not.toContain(email);
    expect(log).not.toContain('$argon2');
    expect(log).not.toMatch(/params:/);
  });

  it('leaves out the value Postgres quotes in a data error and the row it echoes in detail', async () => {
    const secret = 'private.person@example.test';
    const failure = await t.app.context.db.execute(sql`select ${secret}::int`).then(
      () => new Error('the query did not fail'),
      (error: Error) => error,
    );
    const logged = JSON.stringify(serializeErrorForLog(failure));
    expect(logged).not.toContain(secret);
    expect(JSON.parse(logged).cause).toMatchObject({ code: '22P02' });
  });
});
