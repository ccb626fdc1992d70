import {
  AGENT_LIST_PAGING,
  AGENT_REQUEST_LIMITS,
  AGENT_REQUEST_MESSAGES as M,
  PROPERTY_MESSAGES,
  type TAgentListQuery,
  type TAgentMessageRequest,
  type TAppointment,
  type TAppointmentDecision,
  type TClient,
  type TTourRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import { createNotifier } from '../notifications';
import { agentRequestsPolicy as policy } from './agent-requests.policy';
import type { AgentRequestsPorts } from './agent-requests.ports';
import * as repo from './agent-requests.repo';
import * as conversationsRepo from './conversations.repo';
import { notifyOtherSide } from './conversations.service';

/** A tour's time as the notifications write it: "2026-12-01 15:30" (UTC). */
const utcMinute = (time: Date) => time.toISOString().slice(0, 16).replace('T', ' ');

type Buyers = Awaited<ReturnType<AgentRequestsPorts['accountsById']>>;
const buyerOf = (buyers: Buyers, id: string) => ({
  id,
  name: buyers.get(id)?.name ?? 'Deleted account',
  email: buyers.get(id)?.email ?? '',
});

/**
 * Tour requests and messages from buyers to a listing's agent (stored in `appointments` and
 * `messages`), each notifying the agent in the same transaction; the agent's Appointments and
 * Clients pages read them back. An agent sees only requests for its own listings; admins all.
 */
export function createAgentRequestsService(ctx: AppContext, ports: AgentRequestsPorts) {
  const { db, clock } = ctx;
  const notifier = createNotifier(ctx);

  /** Only a public listing can be asked about, and never by its own agent. */
  async function publicListing(actor: Actor, propertyId: string) {
    const listing = await ports.publicListing(propertyId);
    if (!listing) {
      throw ApiError.notFound(PROPERTY_MESSAGES.notFound);
    }
    if (!policy.canContactAbout(actor, listing)) {
      throw new ApiError(409, 'agent-requests/own-listing', M.ownListing);
    }
    return listing;
  }

  const tooMany = (message: string) => new ApiError(429, 'agent-requests/too-many', message);

  /** Refuses a message or tour request past the account's hourly or the listing's daily limit. */
  function checkLimits(
    counts: repo.RecentCounts,
    limits: { perHour: number; perListingPerDay: number },
    messages: { perHour: string; perListing: string },
  ) {
    if (counts.lastHour >= limits.perHour) throw tooMany(messages.perHour);
    if (counts.lastDayOnListing >= limits.perListingPerDay) throw tooMany(messages.perListing);
  }

  /** The buyer learns the agent's answer to their tour request, in the deciding transaction. */
  function tellBuyer(tx: Executor, row: repo.AppointmentRow, listingTitle: string | undefined) {
    const title = listingTitle ?? 'a listing';
    const when = utcMinute(row.startsAt);
    const confirmed = row.status === 'confirmed';
    return notifier.notify(tx, row.userId, {
      kind: confirmed ? 'tour-confirmed' : 'tour-declined',
      title: `Tour ${confirmed ? 'confirmed' : 'declined'}: ${title}`,
      body: confirmed
        ? `Your tour of "${title}" on ${when} UTC is confirmed.`
        : `The agent could not confirm your tour of "${title}" on ${when} UTC. Choose another time on the listing.`,
      data: {
        propertyId: row.propertyId,
        propertyTitle: title,
        href: row.propertyId ? `/properties/${row.propertyId}` : '/dashboard',
      },
    });
  }

  /**
   * The tour's request or decision joins the conversation of its buyer, agent and listing (opened
   * by it if they have not written yet), so both sides read the tour's story with their messages.
   */
  async function tellConversation(
    tx: Executor,
    row: repo.AppointmentRow,
    kind: conversationsRepo.ConversationEventKind,
    actorId: string,
  ) {
    const conversation = await conversationsRepo.openConversation(
      tx,
      { propertyId: row.propertyId, buyerId: row.userId, agentId: row.agentId },
      clock.now(),
    );
    await conversationsRepo.insertEventIn(tx, conversation, {
      appointmentId: row.id,
      kind,
      actorId,
    });
  }

  async function present(rows: repo.AppointmentRow[]): Promise<TAppointment[]> {
    const titles = await ports.listingTitles(rows.map((row) => row.propertyId));
    const buyers = await ports.accountsById(rows.map((row) => row.userId));
    return rows.map((row) => ({
      id: row.id,
      propertyId: row.propertyId,
      propertyTitle: (row.propertyId && titles.get(row.propertyId)) || null,
      buyer: buyerOf(buyers, row.userId),
      startsAt: row.startsAt.toISOString(),
      note: row.note,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    async requestTour(actor: Actor, propertyId: string, input: TTourRequest) {
      const listing = await publicListing(actor, propertyId);
      const startsAt = new Date(input.preferredAt);
      if (startsAt.getTime() <= clock.now().getTime()) {
        throw ApiError.badRequest(M.preferredAtPast);
      }
      const row = await db.transaction(async (tx) => {
        await repo.lockRequester(tx, actor.id);
        const now = clock.now();
        checkLimits(
          await repo.countRecentTourRequests(tx, actor.id, listing.id, now),
          AGENT_REQUEST_LIMITS.tourRequests,
          { perHour: M.tooManyToursPerHour, perListing: M.tooManyToursPerListing },
        );
        if (await repo.hasOpenTourRequest(tx, actor.id, listing.id, startsAt)) {
          throw new ApiError(409, 'agent-requests/duplicate-tour', M.tourAlreadyRequested);
        }
        const created = await repo.insertAppointment(tx, {
          userId: actor.id,
          agentId: listing.agentId,
          propertyId: listing.id,
          startsAt,
          note: input.message || null,
          status: 'requested',
          createdAt: clock.now(),
        });
        await tellConversation(tx, created, 'tour-requested', actor.id);
        await notifier.notify(tx, listing.agentId, {
          kind: 'tour-requested',
          title: `Tour request: ${listing.title}`,
          body: `${actor.email} asked to tour "${listing.title}" on ${utcMinute(startsAt)} UTC.`,
          data: {
            propertyId: listing.id,
            propertyTitle: listing.title,
            href: '/dashboard/appointments',
          },
        });
        return created;
      });
      return (await present([row]))[0]!;
    },

    async sendMessage(actor: Actor, propertyId: string, input: TAgentMessageRequest) {
      const listing = await publicListing(actor, propertyId);
      const row = await db.transaction(async (tx) => {
        await repo.lockRequester(tx, actor.id);
        checkLimits(
          await repo.countRecentMessages(tx, actor.id, listing.id, clock.now()),
          AGENT_REQUEST_LIMITS.messages,
          { perHour: M.tooManyMessagesPerHour, perListing: M.tooManyMessagesPerListing },
        );
        // The buyer's conversation with the agent about this listing: opened by the first message.
        const conversation = await conversationsRepo.openConversation(
          tx,
          { propertyId: listing.id, buyerId: actor.id, agentId: listing.agentId },
          clock.now(),
        );
        const created = await conversationsRepo.insertMessageIn(tx, conversation, {
          senderId: actor.id,
          recipientId: listing.agentId,
          propertyId: listing.id,
          body: input.body,
        });
        await notifyOtherSide(
          notifier,
          tx,
          conversation,
          { role: 'buyer', name: actor.email },
          created,
          listing.title,
        );
        return created;
      });
      return {
        id: row.id,
        conversationId: row.conversationId,
        propertyId: row.propertyId,
        propertyTitle: listing.title,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** Soonest first, a page at a time. */
    async appointments(actor: Actor, query: TAgentListQuery) {
      const page = await repo.listAppointments(db, policy.appointmentScope(actor), query);
      return {
        items: await present(page.rows),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    /** Another agent's appointment is 404, as if it did not exist. */
    async decide(actor: Actor, id: string, input: TAppointmentDecision) {
      // Read before the transaction: a listing's title comes through a port on its own connection.
      const propertyId = (await repo.findAppointment(db, id))?.propertyId;
      const title = propertyId
        ? (await ports.listingTitles([propertyId])).get(propertyId)
        : undefined;
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockAppointment(tx, id);
        if (!current || !policy.canDecide(actor, current)) {
          throw ApiError.notFound(M.notFound);
        }
        const updated = await repo.setAppointmentStatus(tx, current.id, input.status);
        if (current.status !== input.status) {
          await tellBuyer(tx, updated, title);
          await tellConversation(tx, updated, `tour-${input.status}`, actor.id);
        }
        return updated;
      });
      return (await present([row]))[0]!;
    },

    /**
     * Buyers who wrote to or asked a tour of the agent, most recent contact first, a page at a
     * time (grouped in SQL), each with their newest messages.
     */
    async clients(actor: Actor, query: TAgentListQuery) {
      const scope = policy.appointmentScope(actor);
      const page = await repo.listClients(db, scope, query);
      const buyerIds = page.rows.map((row) => row.buyerId);
      const messageRows = await repo.latestMessagesFrom(
        db,
        scope,
        buyerIds,
        AGENT_LIST_PAGING.messagesPerClient,
      );
      const [titles, buyers] = await Promise.all([
        ports.listingTitles(messageRows.map((row) => row.propertyId)),
        ports.accountsById(buyerIds),
      ]);
      const items: TClient[] = page.rows.map((row) => ({
        buyer: buyerOf(buyers, row.buyerId),
        lastContactAt: row.lastContactAt.toISOString(),
        tourRequests: row.tourRequests,
        messageCount: row.messageCount,
        messages: messageRows
          .filter((message) => message.senderId === row.buyerId)
          .map((message) => ({
            id: message.id,
            conversationId: message.conversationId,
            propertyId: message.propertyId,
            propertyTitle: (message.propertyId && titles.get(message.propertyId)) || null,
            body: message.body,
            createdAt: message.createdAt.toISOString(),
          })),
      }));
      return { items, nextCursor: page.nextCursor, totalCount: page.totalCount };
    },
  };
}

export type AgentRequestsService = ReturnType<typeof createAgentRequestsService>;
