import { and, asc, count, desc, eq, gt, inArray, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { encodeTimeIdCursor, laterThanCursor, olderThanCursor, pageOf } from '../../lib/cursor';
import { countRows, insertOne } from '../../lib/rows';
import { appointments, conversations, messages } from './agent-requests.schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type NewAppointment = Omit<typeof appointments.$inferInsert, 'id'>;

export function insertAppointment(db: Executor, row: NewAppointment): Promise<AppointmentRow> {
  return insertOne(db, appointments, row);
}

/**
 * Serialises one account's requests to agents until the transaction ends, so concurrent requests
 * count each other against the limits and see each other's tour slots.
 */
export async function lockRequester(db: Executor, accountId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`agent-requests:${accountId}`}, 0))`,
  );
}

export interface RecentCounts {
  lastHour: number;
  lastDayOnListing: number;
}

/** How many messages the account sent in the last hour, and about this listing in the last day. */
export async function countRecentMessages(
  db: Executor,
  senderId: string,
  propertyId: string,
  now: Date,
): Promise<RecentCounts> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [row] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${messages.createdAt} > ${hourAgo})`.mapWith(
        Number,
      ),
      lastDayOnListing:
        sql<number>`count(*) filter (where ${messages.propertyId} = ${propertyId})`.mapWith(Number),
    })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, dayAgo)));
  return row ?? { lastHour: 0, lastDayOnListing: 0 };
}

/** The same for tour requests (declined ones count: each one notified the agent). */
export async function countRecentTourRequests(
  db: Executor,
  userId: string,
  propertyId: string,
  now: Date,
): Promise<RecentCounts> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [row] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${appointments.createdAt} > ${hourAgo})`.mapWith(
        Number,
      ),
      lastDayOnListing:
        sql<number>`count(*) filter (where ${appointments.propertyId} = ${propertyId})`.mapWith(
          Number,
        ),
    })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), gt(appointments.createdAt, dayAgo)));
  return row ?? { lastHour: 0, lastDayOnListing: 0 };
}

/** Whether the account already has an open (requested or confirmed) tour of the listing then. */
export async function hasOpenTourRequest(
  db: Executor,
  userId: string,
  propertyId: string,
  startsAt: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.propertyId, propertyId),
        eq(appointments.startsAt, startsAt),
        inArray(appointments.status, ['requested', 'confirmed']),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

/**
 * An agent's appointments (all of them for `agentId` null), soonest first, keyset-paged by
 * (starts_at, id) on appointments_agent_starts_idx (appointments_starts_idx for an admin).
 */
export async function listAppointments(db: Executor, agentId: string | null, page: PageRequest) {
  const scope = agentId ? eq(appointments.agentId, agentId) : undefined;
  const after = page.cursor
    ? laterThanCursor(page.cursor, appointments.startsAt, appointments.id)
    : undefined;
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(and(scope, after))
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(page.limit + 1),
    countRows(db, appointments, scope),
  ]);
  const paged = pageOf(rows, page.limit, (last) => encodeTimeIdCursor(last.startsAt, last.id));
  return { ...paged, totalCount };
}

export interface ClientRow {
  buyerId: string;
  lastContactAt: Date;
  tourRequests: number;
  messageCount: number;
}

/**
 * A buyer's own messages: those its conversation's agent wrote back are not contacts (an agent
 * who asked about another agent's listing is that conversation's buyer, and its inbox's agent).
 */
const fromBuyer = sql`exists (select 1 from ${conversations}
  where ${conversations.id} = ${messages.conversationId}
    and ${conversations.buyerId} = ${messages.senderId})`;

/** Every contact (a message or a tour request) from a buyer to the agent (to anyone for null). */
function contactsTo(agentId: string | null) {
  const toAgent = (column: AnyColumn) => (agentId ? sql`where ${column} = ${agentId}` : sql``);
  return sql`
    select ${messages.senderId} as buyer_id, ${messages.createdAt} as at, 0 as tour
      from ${messages} ${agentId ? sql`where ${messages.recipientId} = ${agentId} and` : sql`where`} ${fromBuyer}
    union all
    select ${appointments.userId}, ${appointments.createdAt}, 1
      from ${appointments} ${toAgent(appointments.agentId)}`;
}

/**
 * The buyers who contacted an agent, grouped in SQL, latest contact first and keyset-paged by
 * (last contact, buyer id). The grouping reads only the (recipient, sender, created_at) and
 * (agent, user, created_at) indexes.
 */
export async function listClients(db: Executor, agentId: string | null, page: PageRequest) {
  const after = page.cursor
    ? sql`where ${olderThanCursor(page.cursor, sql`last_contact_at`, sql`buyer_id`)}`
    : sql``;
  const [found, counted] = (await Promise.all([
    db.execute(sql`
      select buyer_id as "buyerId", last_contact_at as "lastContactAt",
             tour_requests as "tourRequests", message_count as "messageCount"
        from (select buyer_id, max(at) as last_contact_at, sum(tour)::int as tour_requests,
                     (count(*) - sum(tour))::int as message_count
                from (${contactsTo(agentId)}) as contacts
               group by buyer_id) as clients
        ${after}
       order by last_contact_at desc, buyer_id desc
       limit ${page.limit + 1}`),
    db.execute(
      sql`select count(distinct buyer_id)::int as total from (${contactsTo(agentId)}) as contacts`,
    ),
  ])) as unknown as [{ rows: RawClientRow[] }, { rows: Array<{ total: number }> }];
  const rows = found.rows.map(clientRowOf);
  const paged = pageOf(rows, page.limit, (last) =>
    encodeTimeIdCursor(last.lastContactAt, last.buyerId),
  );
  return { ...paged, totalCount: Number(counted.rows[0]?.total ?? 0) };
}

/** A raw row as the driver answers it: a timestamp may come as a Date or as text. */
type RawClientRow = Omit<ClientRow, 'lastContactAt'> & { lastContactAt: Date | string };
const clientRowOf = (row: RawClientRow): ClientRow => ({
  ...row,
  lastContactAt: new Date(row.lastContactAt),
});

/** The newest `perBuyer` messages of each of these buyers to the agent (to anyone for null). */
export async function latestMessagesFrom(
  db: Executor,
  agentId: string | null,
  buyerIds: string[],
  perBuyer: number,
) {
  if (buyerIds.length === 0) return [];
  const ranked = db
    .select({
      id: messages.id,
      rank: sql<number>`row_number() over (partition by ${messages.senderId} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .where(
      and(
        inArray(messages.senderId, buyerIds),
        agentId ? eq(messages.recipientId, agentId) : undefined,
        fromBuyer,
      ),
    )
    .as('ranked');
  return db
    .select({ message: messages })
    .from(ranked)
    .innerJoin(messages, eq(messages.id, ranked.id))
    .where(lte(ranked.rank, perBuyer))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .then((rows) => rows.map((row) => row.message));
}

export async function findAppointment(db: Executor, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

export async function lockAppointment(db: Executor, id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

export async function setAppointmentStatus(
  db: Executor,
  id: string,
  status: AppointmentRow['status'],
): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ status })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}
