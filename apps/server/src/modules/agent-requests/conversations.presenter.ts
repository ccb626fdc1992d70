import type { ConversationRole, TConversation, TConversationMessage } from '@nestwise/shared';
import type { MessageRow } from './agent-requests.repo';
import type { ConversationRow, LastMessage } from './conversations.repo';

/** Names of accounts by id; a deleted account has none. */
export type Names = Map<string, { name: string }>;
const nameOf = (names: Names, id: string) => names.get(id)?.name ?? 'Deleted account';

/** The conversation as one side sees it: the other side is its counterpart. */
export function presentConversation(
  row: ConversationRow,
  viewer: { id: string; role: ConversationRole },
  details: {
    names: Names;
    titles: Map<string, string>;
    last: LastMessage | undefined;
    unread: number;
  },
): TConversation {
  const counterpartId = viewer.role === 'buyer' ? row.agentId : row.buyerId;
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: (row.propertyId && details.titles.get(row.propertyId)) || null,
    role: viewer.role,
    counterpart: { id: counterpartId, name: nameOf(details.names, counterpartId) },
    lastMessage: details.last
      ? {
          body: details.last.body,
          mine: details.last.senderId === viewer.id,
          createdAt: details.last.createdAt.toISOString(),
        }
      : null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount: details.unread,
  };
}

export function presentMessage(
  row: MessageRow,
  viewerId: string,
  names: Names,
): TConversationMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    body: row.body,
    mine: row.senderId === viewerId,
    senderName: nameOf(names, row.senderId),
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
