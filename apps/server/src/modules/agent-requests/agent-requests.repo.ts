import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, messages } from '../account-data/account-data.schema';
import { identityAccounts } from '../identity/identity.schema';
import { properties } from '../properties/properties.schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertAppointment(
  db: Executor,
  row: Omit<typeof appointments.$inferInsert, 'id'>,
): Promise<AppointmentRow> {
  const [created] = await db.insert(appointments).values(row).returning();
  return created!;
}

export async function insertMessage(
  db: Executor,
  row: Omit<typeof messages.$inferInsert, 'id'>,
): Promise<MessageRow> {
  const [created] = await db.insert(messages).values(row).returning();
  return created!;
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

/** Listing titles by id (ids that are not listing ids are skipped). */
export async function listingTitles(db: Executor, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id && UUID.test(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(inArray(properties.id, wanted));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Names and addresses of accounts by id; a deleted account has none. */
export async function accountsById(db: Executor, ids: Iterable<string>) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, { name: string; email: string }>();
  const rows = await db
    .select({
      id: identityAccounts.id,
      email: identityAccounts.email,
      displayName: identityAccounts.displayName,
    })
    .from(identityAccounts)
    .where(inArray(identityAccounts.id, wanted));
  return new Map(
    rows.map((row) => [row.id, { name: row.displayName || row.email, email: row.email }]),
  );
}
