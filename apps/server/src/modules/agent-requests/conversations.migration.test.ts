import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

/** The migration files in order, up to and including the one whose name starts `until`. */
function migrationsUntil(until: string): string[] {
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return files.slice(0, files.findIndex((file) => file.startsWith(until)) + 1);
}
const sqlOf = (file: string) => fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');

describe('migration 0014: messages written before issue #28 become conversations', () => {
  const pg = new PGlite({ extensions: PGLITE_EXTENSIONS });
  afterAll(() => pg.close());

  it("groups each buyer's messages about a listing into one conversation, its first message first", async () => {
    const before = migrationsUntil('0013');
    for (const file of before) await pg.exec(sqlOf(file));
    const buyer = '11111111-1111-4111-8111-111111111111';
    const agent = '22222222-2222-4222-8222-222222222222';
    const otherBuyer = '33333333-3333-4333-8333-333333333333';
    await pg.exec(`
      insert into messages (sender_id, recipient_id, property_id, body, created_at) values
        ('${buyer}', '${agent}', 'listing-a', 'first', '2026-01-01T10:00:00Z'),
        ('${buyer}', '${agent}', 'listing-a', 'second', '2026-01-02T10:00:00Z'),
        ('${buyer}', '${agent}', 'listing-b', 'about b', '2026-01-03T10:00:00Z'),
        ('${otherBuyer}', '${agent}', 'listing-a', 'me too', '2026-01-04T10:00:00Z'),
        ('${buyer}', '${agent}', null, 'no listing', '2026-01-05T10:00:00Z')`);

    const next = migrationsUntil('0014').slice(before.length);
    expect(next).toHaveLength(1);
    await pg.exec(sqlOf(next[0]!));

    const conversations = await pg.query<{
      property_id: string | null;
      buyer_id: string;
      bodies: string[];
      created_at: Date;
      last_message_at: Date;
    }>(`
      select c.property_id, c.buyer_id, c.created_at, c.last_message_at,
             array_agg(m.body order by m.created_at) as bodies
        from conversations c join messages m on m.conversation_id = c.id
       where c.agent_id = '${agent}'
       group by c.id order by c.created_at`);
    expect(
      conversations.rows.map((row) => [row.property_id, row.buyer_id === buyer, row.bodies]),
    ).toEqual([
      ['listing-a', true, ['first', 'second']],
      ['listing-b', true, ['about b']],
      ['listing-a', false, ['me too']],
      [null, true, ['no listing']],
    ]);
    expect(conversations.rows[0]!.created_at.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect(conversations.rows[0]!.last_message_at.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    const orphans = await pg.query(`select 1 from messages where conversation_id is null`);
    expect(orphans.rows).toEqual([]);
  });
});

describe('migration 0018: tours asked before it join their conversations', () => {
  const pg = new PGlite({ extensions: PGLITE_EXTENSIONS });
  afterAll(() => pg.close());

  it("opens a conversation for a tour without messages and writes each tour's request and decision", async () => {
    const before = migrationsUntil('0017');
    for (const file of before) await pg.exec(sqlOf(file));
    const buyer = '11111111-1111-4111-8111-111111111111';
    const agent = '22222222-2222-4222-8222-222222222222';
    const talked = await pg.query<{ id: string }>(`
      insert into conversations (property_id, buyer_id, agent_id, last_message_at, created_at)
      values ('listing-a', '${buyer}', '${agent}', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z')
      returning id`);
    await pg.exec(`
      insert into messages (conversation_id, sender_id, recipient_id, property_id, body, created_at)
      values ('${talked.rows[0]!.id}', '${buyer}', '${agent}', 'listing-a', 'hello',
              '2026-01-01T10:00:00Z');
      insert into appointments (user_id, agent_id, property_id, starts_at, status, created_at) values
        ('${buyer}', '${agent}', 'listing-a', '2026-02-01T10:00:00Z', 'confirmed', '2026-01-02T10:00:00Z'),
        ('${buyer}', '${agent}', 'listing-b', '2026-02-02T10:00:00Z', 'requested', '2026-01-03T10:00:00Z')`);

    const next = migrationsUntil('0018').slice(before.length);
    expect(next).toHaveLength(1);
    await pg.exec(sqlOf(next[0]!));

    const threads = await pg.query<{ property_id: string; last_message_at: Date; kinds: string[] }>(
      `select c.property_id, c.last_message_at,
              array_agg(e.kind order by e.created_at) as kinds
         from conversations c join conversation_events e on e.conversation_id = c.id
        group by c.id order by c.property_id`,
    );
    expect(threads.rows.map((row) => [row.property_id, row.kinds])).toEqual([
      ['listing-a', ['tour-requested', 'tour-confirmed']],
      ['listing-b', ['tour-requested']],
    ]);
    // The conversation's time moves on to its newest entry, the decision a millisecond on.
    expect(threads.rows[0]!.last_message_at.toISOString()).toBe('2026-01-02T10:00:00.001Z');
    const conversations = await pg.query(`select 1 from conversations`);
    expect(conversations.rows).toHaveLength(2);
  });
});
