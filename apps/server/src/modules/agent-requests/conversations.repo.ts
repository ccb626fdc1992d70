import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { encodeTimeIdCursor, olderThanCursor, pageOf } from '../../lib/cursor';
import { countRows } from '../../lib/rows';
import { isUuid } from '../../lib/uuid';
import { conversations, messages } from './agent-requests.schema';
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
  key: { propertyId: string; buyerId: string; agentId: string },
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

export interface LastMessage {
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: Date;
}

/** Each conversation's newest message: one backward step of messages_conversation_idx each. */
export async function lastMessages(db: Executor, ids: string[]): Promise<Map<string, LastMessage>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    select c.id as "conversationId", m.sender_id as "senderId", m.body, m.created_at as "createdAt"
      from (values ${sql.join(
        ids.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      )}) as c(id)
      cross join lateral (
        select sender_id, body, created_at from ${messages}
         where ${messages.conversationId} = c.id
         order by created_at desc, id desc limit 1) as m`)) as unknown as {
    rows: Array<Omit<LastMessage, 'createdAt'> & { createdAt: Date | string }>;
  };
  return new Map(
    result.rows.map((row) => [row.conversationId, { ...row, createdAt: new Date(row.createdAt) }]),
  );
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

/** A conversation's messages, newest first, keyset-paged by (created_at, id). */
export async function listMessages(db: Executor, conversationId: string, page: PageRequest) {
  const inConversation = eq(messages.conversationId, conversationId);
  const after = page.cursor
    ? olderThanCursor(page.cursor, messages.createdAt, messages.id)
    : undefined;
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(inConversation, after))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.limit + 1),
    countRows(db, messages, inConversation),
  ]);
  const paged = pageOf(rows, page.limit, (last) => encodeTimeIdCursor(last.createdAt, last.id));
  return { ...paged, totalCount };
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
