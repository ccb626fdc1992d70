import { eq, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { deleteRequest, errorMessage } from '../../../test/identity-client';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { identityAccounts, refreshTokens } from '../identity/identity.schema';
import { userDetails } from '../users/users.schema';
import { inquiries, reviews, searchPreferences, userProfiles } from './account-data.schema';
import {
  appointments,
  conversationEvents,
  conversations,
  messages,
} from '../agent-requests/agent-requests.schema';
import { notifications } from '../notifications/notifications.schema';
import { savedProperties } from '../properties/properties.favorites-schema';

/** One row in every per-user collection for `id`, some shared with `other`. */
async function seedRowsOf(db: Database, id: string, other: string) {
  const startsAt = new Date('2026-12-01T10:00:00.000Z');
  await db.insert(savedProperties).values({ userId: id, propertyId: 'property-1' });
  const [conversation] = await db
    .insert(conversations)
    .values({ propertyId: 'property-1', buyerId: id, agentId: other, lastMessageAt: startsAt })
    .returning();
  const conversationId = conversation!.id;
  await db.insert(messages).values([
    { conversationId, senderId: id, recipientId: other, body: 'from the user' },
    { conversationId, senderId: other, recipientId: id, body: 'to the user' },
  ]);
  const tours = await db
    .insert(appointments)
    .values([
      { userId: id, agentId: other, startsAt },
      { userId: other, agentId: id, startsAt },
    ])
    .returning();
  await db
    .insert(conversationEvents)
    .values({ conversationId, appointmentId: tours[0]!.id, kind: 'tour-requested', actorId: id });
  await db.insert(reviews).values({ authorId: id, agentId: other, rating: '5' });
  await db.insert(inquiries).values({ userId: id, agentId: other, body: 'is it available?' });
  await db.insert(notifications).values({ userId: id, kind: 'info', title: 'hello' });
  await db.insert(searchPreferences).values({ userId: id, name: 'city', filters: { city: 'X' } });
  await db.insert(userProfiles).values({ id, bio: 'bio' });
}

/** How many rows each collection holds that belong to `id`, by every owner column. */
async function rowsOf(db: Database, id: string) {
  const count = async (table: PgTable, where: SQL | undefined) =>
    (await db.select().from(table).where(where)).length;
  return {
    savedProperties: await count(savedProperties, eq(savedProperties.userId, id)),
    messages: await count(messages, or(eq(messages.senderId, id), eq(messages.recipientId, id))),
    conversations: await count(
      conversations,
      or(eq(conversations.buyerId, id), eq(conversations.agentId, id)),
    ),
    conversationEvents: await count(conversationEvents, eq(conversationEvents.actorId, id)),
    appointments: await count(
      appointments,
      or(eq(appointments.userId, id), eq(appointments.agentId, id)),
    ),
    reviews: await count(reviews, eq(reviews.authorId, id)),
    inquiries: await count(inquiries, eq(inquiries.userId, id)),
    notifications: await count(notifications, eq(notifications.userId, id)),
    searchPreferences: await count(searchPreferences, eq(searchPreferences.userId, id)),
    users: await count(userProfiles, eq(userProfiles.id, id)),
    userDetails: await count(userDetails, eq(userDetails.id, id)),
    identityAccount: await count(identityAccounts, eq(identityAccounts.id, id)),
    refreshTokens: await count(refreshTokens, eq(refreshTokens.accountId, id)),
  };
}

const SEEDED = {
  savedProperties: 1,
  messages: 2,
  conversations: 1,
  conversationEvents: 1,
  appointments: 2,
  reviews: 1,
  inquiries: 1,
  notifications: 1,
  searchPreferences: 1,
  users: 1,
  userDetails: 1,
  identityAccount: 1,
  refreshTokens: 1,
};

describe('account deletion across the per-user collections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("removes every row of the user and leaves other users' rows alone", async () => {
    const { db } = t.app.context;
    const user = await createUser(t.app);
    const other = await createUser(t.app, 'agent');
    const third = await createUser(t.app);
    await seedRowsOf(db, user.id, other.id);
    await seedRowsOf(db, third.id, other.id);
    expect(await rowsOf(db, user.id)).toEqual(SEEDED);
    const thirdBefore = await rowsOf(db, third.id);
    const otherBefore = await rowsOf(db, other.id);

    expect((await deleteRequest(t.app, user.idToken)).status).toBe(200);

    const gone = Object.fromEntries(Object.keys(SEEDED).map((key) => [key, 0]));
    expect(await rowsOf(db, user.id)).toEqual(gone);
    expect(await rowsOf(db, third.id)).toEqual(thirdBefore);
    // The other party keeps what it shares with the third user, not with the deleted one.
    expect(await rowsOf(db, other.id)).toEqual({
      ...otherBefore,
      messages: otherBefore.messages - 2,
      conversations: otherBefore.conversations - 1,
      appointments: otherBefore.appointments - 2,
    });
  });

  it('rolls everything back when one deletion step fails', async () => {
    const { db, accountHooks } = t.app.context;
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await seedRowsOf(db, user.id, other.id);
    const failing = async () => {
      throw new Error('a module could not delete its rows');
    };
    accountHooks.onDeleting.push(failing);
    try {
      const answer = await deleteRequest(t.app, user.idToken);
      expect(answer.status).toBe(500);
      expect(errorMessage(answer)).toBe('INTERNAL_ERROR');
      expect(JSON.stringify(answer.body)).not.toContain('could not delete');
    } finally {
      accountHooks.onDeleting.splice(accountHooks.onDeleting.indexOf(failing), 1);
    }
    expect(await rowsOf(db, user.id)).toEqual(SEEDED);
    expect((await deleteRequest(t.app, user.idToken)).status).toBe(200);
  });
});
