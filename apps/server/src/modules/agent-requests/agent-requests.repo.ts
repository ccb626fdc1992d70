import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertOne } from '../../lib/rows';
import { appointments, messages } from './agent-requests.schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type NewAppointment = Omit<typeof appointments.$inferInsert, 'id'>;
type NewMessage = Omit<typeof messages.$inferInsert, 'id'>;

export function insertAppointment(db: Executor, row: NewAppointment): Promise<AppointmentRow> {
  return insertOne(db, appointments, row);
}

export function insertMessage(db: Executor, row: NewMessage): Promise<MessageRow> {
  return insertOne(db, messages, row);
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

/** An agent's appointments (all of them for `agentId` null), soonest first. */
export async function listAppointments(db: Executor, agentId: string | null) {
  const query = db.select().from(appointments);
  return (agentId ? query.where(eq(appointments.agentId, agentId)) : query).orderBy(
    asc(appointments.startsAt),
    asc(appointments.id),
  );
}

/** Messages to an agent (every message for `agentId` null), newest first. */
export async function listMessagesTo(db: Executor, agentId: string | null) {
  const query = db.select().from(messages);
  return (agentId ? query.where(eq(messages.recipientId, agentId)) : query).orderBy(
    desc(messages.createdAt),
    desc(messages.id),
  );
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
