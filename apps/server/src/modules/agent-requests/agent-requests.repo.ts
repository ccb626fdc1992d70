import { asc, desc, eq } from 'drizzle-orm';
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
