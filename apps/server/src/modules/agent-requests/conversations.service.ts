import {
  CONVERSATION_ERROR_CODES,
  CONVERSATION_MESSAGES as M,
  CONVERSATION_REPLY_LIMIT_PER_HOUR,
  type ConversationRole,
  type TConversationPageQuery,
  type TConversationReply,
} from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { createNotifier } from '../notifications';
import { agentRequestsPolicy as policy } from './agent-requests.policy';
import type { AgentRequestsPorts } from './agent-requests.ports';
import * as agentRepo from './agent-requests.repo';
import type { MessageRow } from './agent-requests.repo';
import { entryOfMessage, presentConversation, presentMessage } from './conversations.presenter';
import * as repo from './conversations.repo';

/** A message as a notification's body shows it. */
export const preview = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** Where a notification about a conversation opens it (the web app's Messages page). */
export const conversationHref = (id: string) => `/dashboard/messages/${id}`;

/**
 * Tells the other side of a conversation about a new message, in the writing transaction: the
 * agent gets `agent-message`, the buyer `agent-reply`; both link to the conversation.
 */
export function notifyOtherSide(
  notifier: ReturnType<typeof createNotifier>,
  tx: Executor,
  conversation: repo.ConversationRow,
  from: { role: ConversationRole; name: string },
  message: MessageRow,
  listingTitle: string | undefined,
) {
  const title = listingTitle ?? 'a listing';
  const data = {
    conversationId: conversation.id,
    propertyId: conversation.propertyId,
    propertyTitle: title,
    href: conversationHref(conversation.id),
  };
  return from.role === 'buyer'
    ? notifier.notify(tx, conversation.agentId, {
        kind: 'agent-message',
        title: `New message about ${title}`,
        body: preview(message.body),
        data,
      })
    : notifier.notify(tx, conversation.buyerId, {
        kind: 'agent-reply',
        title: `${from.name} replied about ${title}`,
        body: preview(message.body),
        data,
      });
}

/**
 * Messages (issue #28): the conversations a buyer and a listing's agent write in. Only the two
 * participants may read or write one; each message notifies the other side, and opening a
 * conversation marks what was written to the reader read.
 */
export function createConversationsService(ctx: AppContext, ports: AgentRequestsPorts) {
  const { db, clock } = ctx;
  const notifier = createNotifier(ctx);

  /** The conversation and the actor's side of it: 404 if there is none, 403 for an outsider. */
  async function participation(actor: Actor, id: string) {
    const conversation = await repo.findConversation(db, id);
    if (!conversation) throw ApiError.notFound(M.notFound);
    return { conversation, role: policy.sideOf(actor, conversation) };
  }

  async function present(actor: Actor, rows: repo.ConversationRow[]) {
    const ids = rows.map((row) => row.id);
    const [names, listings, last, unread] = await Promise.all([
      ports.accountsById(rows.flatMap((row) => [row.buyerId, row.agentId])),
      ports.listingSummaries(rows.map((row) => row.propertyId)),
      repo.lastEntries(db, ids),
      repo.unreadIn(db, actor.id, ids),
    ]);
    return rows.map((row) =>
      presentConversation(
        row,
        { id: actor.id, role: policy.sideOf(actor, row) },
        { names, listings, last: last.get(row.id), unread: unread.get(row.id) ?? 0 },
      ),
    );
  }

  return {
    /** The actor's conversations, latest message first, a page at a time. */
    async list(actor: Actor, query: TConversationPageQuery) {
      const page = await repo.listConversations(db, actor.id, query);
      return {
        items: await present(actor, page.rows),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    async unread(actor: Actor) {
      return { unreadCount: await repo.unreadTotal(db, actor.id) };
    },

    async get(actor: Actor, id: string) {
      const { conversation } = await participation(actor, id);
      return (await present(actor, [conversation]))[0]!;
    },

    /**
     * Newest first, the tours' requests and decisions among the messages; the page's
     * `nextCursor` reaches back to older ones.
     */
    async messages(actor: Actor, id: string, query: TConversationPageQuery) {
      const { conversation } = await participation(actor, id);
      const page = await repo.listEntries(db, conversation.id, query);
      const names = await ports.accountsById(page.rows.map((row) => row.senderId));
      return {
        items: page.rows.map((row) => presentMessage(row, conversation.id, actor.id, names)),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    /** A message from either side, to the other, who is notified in the same transaction. */
    async reply(actor: Actor, id: string, input: TConversationReply) {
      const { conversation, role } = await participation(actor, id);
      // Read before the transaction: names and titles come through ports on their own connection.
      const [names, titles] = await Promise.all([
        ports.accountsById([actor.id]),
        ports.listingTitles([conversation.propertyId]),
      ]);
      const recipientId = role === 'buyer' ? conversation.agentId : conversation.buyerId;
      const row = await db.transaction(async (tx) => {
        await agentRepo.lockRequester(tx, actor.id);
        if (
          (await repo.countSentLastHour(tx, actor.id, clock.now())) >=
          CONVERSATION_REPLY_LIMIT_PER_HOUR
        ) {
          throw new ApiError(429, CONVERSATION_ERROR_CODES.tooMany, M.tooManyReplies);
        }
        const touched = await repo.touchConversation(tx, conversation.id, clock.now());
        const created = await repo.insertMessageIn(tx, touched, {
          senderId: actor.id,
          recipientId,
          propertyId: conversation.propertyId,
          body: input.body,
        });
        const name = names.get(actor.id)?.name ?? actor.email;
        await notifyOtherSide(
          notifier,
          tx,
          touched,
          { role, name },
          created,
          conversation.propertyId ? titles.get(conversation.propertyId) : undefined,
        );
        return created;
      });
      return presentMessage(entryOfMessage(row), row.conversationId, actor.id, names);
    },

    /**
     * Opening a conversation reads what was written to the actor in it, and the bell's
     * notifications of those messages, in one transaction: the bell's count drops with the inbox's.
     */
    async markRead(actor: Actor, id: string) {
      const { conversation } = await participation(actor, id);
      return db.transaction(async (tx) => {
        await repo.markRead(tx, conversation.id, actor.id, clock.now());
        const notifications = await notifier.conversationRead(tx, actor.id, conversation.id);
        return {
          conversationUnread: 0,
          unreadCount: await repo.unreadTotal(tx, actor.id),
          notifications,
        };
      });
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
