import { and, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { encodeTimeIdCursor, olderThanCursor, pageOf } from '../../lib/cursor';
import { countRows } from '../../lib/rows';
import { isUuid } from '../../lib/uuid';
import { appointments, conversationEvents, conversations, messages } from './agent-requests.schema';
import type { PageRequest } from './agent-requests.repo';

export type ConversationRow = typeof conversations.$inferSelect;
type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt' | 'conversationId'>;

/*
 * A conversation's `last_message_at` moves on by at least a millisecond with each message, and the
 * message takes that time: a thread's (created_at, id) order is the order its messages were sent
 * in, even within one millisecond (or under a test's standing clock), and the update's row lock
 * serialises two writers of one conversation.
 */
const nextMessageAt = (now: Date) =>
  sql`greatest(${conversations.lastMessageAt} + interval '1 millisecond', ${now}::timestamptz)`;

/** The conversation of a buyer, an agent and a listing, opened if it is the first message. */
export async function openConversation(
  db: Executor,
  key: { propertyId: string | null; buyerId: string; agentId: string },
  now: Date,
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ ...key, lastMessageAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [conversations.propertyId, conversations.buyerId, conversations.agentId],
      set: { lastMessageAt: nextMessageAt(now) },
    })
    .returning();
  return row!;
}

/** Moves the conversation's time on for a new message (and locks it until the transaction ends). */
export async function touchConversation(
  db: Executor,
  id: string,
  now: Date,
): Promise<ConversationRow> {
  const [row] = await db
    .update(conversations)
    .set({ lastMessageAt: nextMessageAt(now) })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}

/** A message written at its conversation's `last_message_at`. */
export async function insertMessageIn(
  db: Executor,
  conversation: ConversationRow,
  row: NewMessage,
) {
  const [created] = await db
    .insert(messages)
    .values({ ...row, conversationId: conversation.id, createdAt: conversation.lastMessageAt })
    .returning();
  return created!;
}

export type ConversationEventKind = (typeof conversationEvents.$inferSelect)['kind'];

/** A tour's request or decision, written at its conversation's `last_message_at`. */
export async function insertEventIn(
  db: Executor,
  conversation: ConversationRow,
  event: { appointmentId: string; kind: ConversationEventKind; actorId: string },
) {
  await db
    .insert(conversationEvents)
    .values({ ...event, conversationId: conversation.id, createdAt: conversation.lastMessageAt });
}

export async function findConversation(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

interface RawConversationRow {
  id: string;
  propertyId: string | null;
  buyerId: string;
  agentId: string;
  lastMessageAt: Date | string;
  createdAt: Date | string;
}
const conversationOf = (row: RawConversationRow): ConversationRow => ({
  ...row,
  lastMessageAt: new Date(row.lastMessageAt),
  createdAt: new Date(row.createdAt),
});

/**
 * The conversations the account is in, latest message first, keyset-paged by
 * (last_message_at, id): one branch per side, each read from its own index with its own limit.
 * Nobody is both sides of one conversation (an agent cannot write about its own listing).
 */
export async function listConversations(db: Executor, userId: string, page: PageRequest) {
  const after = page.cursor
    ? sql`and ${olderThanCursor(page.cursor, sql`last_message_at`, sql`id`)}`
    : sql``;
  const side = (column: string) => sql`
    (select id, property_id as "propertyId", buyer_id as "buyerId", agent_id as "agentId",
            last_message_at as "lastMessageAt", created_at as "createdAt"
       from ${conversations}
      where ${sql.identifier(column)} = ${userId} ${after}
      order by last_message_at desc, id desc
      limit ${page.limit + 1})`;
  const [found, buyerCount, agentCount] = await Promise.all([
    db.execute(sql`
      ${side('buyer_id')} union all ${side('agent_id')}
      order by "lastMessageAt" desc, id desc
      limit ${page.limit + 1}`) as unknown as Promise<{ rows: RawConversationRow[] }>,
    countRows(db, conversations, eq(conversations.buyerId, userId)),
    countRows(db, conversations, eq(conversations.agentId, userId)),
  ]);
  const paged = pageOf(found.rows.map(conversationOf), page.limit, (last) =>
    encodeTimeIdCursor(last.lastMessageAt, last.id),
  );
  return { ...paged, totalCount: buyerCount + agentCount };
}

/**
 * A thread's entry: a message, or a tour's request or decision (`conversation_events`, with its
 * tour's time and, for a request, its note as the body; the actor is the "sender").
 */
export interface ThreadEntry {
  id: string;
  kind: 'message' | ConversationEventKind;
  senderId: string;
  body: string;
  readAt: Date | null;
  createdAt: Date;
  tourId: string | null;
  tourStartsAt: Date | null;
}
type RawThreadEntry = Omit<ThreadEntry, 'readAt' | 'createdAt' | 'tourStartsAt'> & {
  readAt: Date | string | null;
  createdAt: Date | string;
  tourStartsAt: Date | string | null;
};
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const entryOf = (row: RawThreadEntry): ThreadEntry => ({
  ...row,
  readAt: dateOrNull(row.readAt),
  createdAt: new Date(row.createdAt),
  tourStartsAt: dateOrNull(row.tourStartsAt),
});

/**
 * The newest `limit` messages and the newest `limit` tour events of a conversation (`id` a SQL
 * uuid), each from its own (conversation_id, created_at, id) index, after `after` if given.
 */
function entriesOf(id: SQL, limit: number, after: (time: SQL, key: SQL) => SQL | undefined) {
  const since = (time: SQL, key: SQL) => {
    const condition = after(time, key);
    return condition ? sql`and ${condition}` : sql``;
  };
  return sql`
    (select m.id, 'message' as kind, m.sender_id as "senderId", m.body, m.read_at as "readAt",
            m.created_at as "createdAt", null::uuid as "tourId", null::timestamptz as "tourStartsAt"
       from ${messages} m
      where m.conversation_id = ${id} ${since(sql`m.created_at`, sql`m.id`)}
      order by m.created_at desc, m.id desc limit ${limit})
    union all
    (select e.id, e.kind, e.actor_id, case when e.kind = 'tour-requested'
            then coalesce(a.note, '') else '' end, null, e.created_at, a.id, a.starts_at
       from ${conversationEvents} e join ${appointments} a on a.id = e.appointment_id
      where e.conversation_id = ${id} ${since(sql`e.created_at`, sql`e.id`)}
      order by e.created_at desc, e.id desc limit ${limit})`;
}

/** Each conversation's newest entry (message or tour event): one backward step of each index. */
export async function lastEntries(db: Executor, ids: string[]): Promise<Map<string, ThreadEntry>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    select c.id as "conversationId", last.*
      from (values ${sql.join(
        ids.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      )}) as c(id)
      cross join lateral (
        select * from (${entriesOf(sql`c.id`, 1, () => undefined)}) as entries
         order by "createdAt" desc, id desc limit 1) as last`)) as unknown as {
    rows: Array<RawThreadEntry & { conversationId: string }>;
  };
  return new Map(result.rows.map((row) => [row.conversationId, entryOf(row)]));
}

/** The account's unread messages in each of these conversations (messages_unread_idx alone). */
export async function unreadIn(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.recipientId, userId),
        isNull(messages.readAt),
        inArray(messages.conversationId, ids),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.n)]));
}

/** The account's unread messages over all conversations (messages_unread_idx alone). */
export function unreadTotal(db: Executor, userId: string): Promise<number> {
  return countRows(db, messages, and(eq(messages.recipientId, userId), isNull(messages.readAt)));
}

/**
 * A conversation's thread, newest first, keyset-paged by (created_at, id): its messages and its
 * tours' events in one order (each written at its conversation's `last_message_at`, so no two
 * share a time).
 */
export async function listEntries(db: Executor, conversationId: string, page: PageRequest) {
  const id = sql`${conversationId}::uuid`;
  const cursor = page.cursor;
  const after = (time: SQL, key: SQL) => (cursor ? olderThanCursor(cursor, time, key) : undefined);
  const [found, messageCount, eventCount] = await Promise.all([
    db.execute(sql`
      select * from (${entriesOf(id, page.limit + 1, after)}) as entries
       order by "createdAt" desc, id desc limit ${page.limit + 1}`) as unknown as Promise<{
      rows: RawThreadEntry[];
    }>,
    countRows(db, messages, eq(messages.conversationId, conversationId)),
    countRows(db, conversationEvents, eq(conversationEvents.conversationId, conversationId)),
  ]);
  const paged = pageOf(found.rows.map(entryOf), page.limit, (last) =>
    encodeTimeIdCursor(last.createdAt, last.id),
  );
  return { ...paged, totalCount: messageCount + eventCount };
}

/** Marks the messages to the account in the conversation read; answers how many it marked. */
export async function markRead(db: Executor, conversationId: string, userId: string, now: Date) {
  const updated = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.recipientId, userId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return updated.length;
}

/** How many messages the account sent in the last hour (messages_sender_idx). */
export async function countSentLastHour(db: Executor, senderId: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  return countRows(
    db,
    messages,
    and(eq(messages.senderId, senderId), gt(messages.createdAt, hourAgo)),
  );
}
