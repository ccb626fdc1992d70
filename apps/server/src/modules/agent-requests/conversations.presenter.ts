import type {
  ConversationRole,
  TConversation,
  TConversationListing,
  TConversationMessage,
} from '@nestwise/shared';
import type { MessageRow } from './agent-requests.repo';
import type { ConversationRow, ThreadEntry } from './conversations.repo';

/** Names of accounts by id; a deleted account has none. */
export type Names = Map<string, { name: string }>;
const nameOf = (names: Names, id: string) => names.get(id)?.name ?? 'Deleted account';

/** A message as a thread entry (what a reply answers). */
export const entryOfMessage = (row: MessageRow): ThreadEntry => ({
  id: row.id,
  kind: 'message',
  senderId: row.senderId,
  body: row.body,
  readAt: row.readAt,
  createdAt: row.createdAt,
  tourId: null,
  tourStartsAt: null,
});

const tourOf = (entry: ThreadEntry) =>
  entry.tourId && entry.tourStartsAt
    ? { id: entry.tourId, startsAt: entry.tourStartsAt.toISOString() }
    : null;

/** The conversation as one side sees it: the other side is its counterpart. */
export function presentConversation(
  row: ConversationRow,
  viewer: { id: string; role: ConversationRole },
  details: {
    names: Names;
    listings: Map<string, TConversationListing>;
    last: ThreadEntry | undefined;
    unread: number;
  },
): TConversation {
  const counterpartId = viewer.role === 'buyer' ? row.agentId : row.buyerId;
  const listing = (row.propertyId && details.listings.get(row.propertyId)) || null;
  const last = details.last;
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: listing?.title ?? null,
    listing,
    role: viewer.role,
    counterpart: { id: counterpartId, name: nameOf(details.names, counterpartId) },
    lastMessage: last
      ? {
          kind: last.kind,
          body: last.body,
          mine: last.senderId === viewer.id,
          tour: tourOf(last),
          createdAt: last.createdAt.toISOString(),
        }
      : null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount: details.unread,
  };
}

export function presentMessage(
  entry: ThreadEntry,
  conversationId: string,
  viewerId: string,
  names: Names,
): TConversationMessage {
  return {
    id: entry.id,
    conversationId,
    kind: entry.kind,
    body: entry.body,
    tour: tourOf(entry),
    mine: entry.senderId === viewerId,
    senderName: nameOf(names, entry.senderId),
    readAt: entry.readAt?.toISOString() ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}
