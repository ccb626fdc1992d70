import { z } from 'zod';
import { AGENT_REQUEST_MESSAGES } from './agent-requests';
import { countedPage } from './page';
import { ZPropertyImageSchema, ZPropertyStatusSchema } from './properties';

/**
 * Messages (issue #28): one conversation per listing between a buyer and the listing's agent,
 * the buyer's first message from the listing page its first message; both sides reply.
 */
export const CONVERSATION_PAGING = {
  defaultLimit: 20,
  maxLimit: 100,
} as const;

/**
 * Replies are limited per hour only: a conversation may run long on one listing in a day, so the
 * listing form's per-listing daily limit does not apply to them.
 */
export const CONVERSATION_REPLY_LIMIT_PER_HOUR = 60;

export const CONVERSATION_MESSAGES = {
  notFound: 'Conversation not found',
  notParticipant: 'Only the buyer and the agent in this conversation can read or write in it.',
  tooManyReplies: `You can send at most ${CONVERSATION_REPLY_LIMIT_PER_HOUR} messages an hour. Try again later.`,
} as const;

/** Stable codes of the conversation routes' refusals (besides validation, 401 and 404). */
export const CONVERSATION_ERROR_CODES = {
  notParticipant: 'conversations/not-participant',
  tooMany: 'conversations/too-many',
} as const;

/** GET /api/conversations and GET /api/conversations/{id}/messages: `cursor` is a `nextCursor`. */
export const ZConversationPageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_PAGING.maxLimit)
    .default(CONVERSATION_PAGING.defaultLimit),
  cursor: z.string().max(500).optional(),
});
export type TConversationPageQuery = z.infer<typeof ZConversationPageQuerySchema>;

export const ZConversationIdParamsSchema = z.object({ id: z.uuid() });

export const ZConversationReplySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, AGENT_REQUEST_MESSAGES.messageRequired)
    .max(2000, AGENT_REQUEST_MESSAGES.messageTooLong),
});
export type TConversationReply = z.infer<typeof ZConversationReplySchema>;

/** Which side of the conversation the caller is: the buyer who wrote, or the listing's agent. */
export const CONVERSATION_ROLES = ['buyer', 'agent'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/**
 * What a thread holds besides messages: a tour request of the conversation's buyer, agent and
 * listing, and the agent's confirmation or decline of it, each at the time it happened.
 */
export const CONVERSATION_ENTRY_KINDS = [
  'message',
  'tour-requested',
  'tour-confirmed',
  'tour-declined',
] as const;
export type ConversationEntryKind = (typeof CONVERSATION_ENTRY_KINDS)[number];

/** The tour a thread's tour entry is about. */
const ZConversationTourSchema = z.object({ id: z.string(), startsAt: z.string() });

export const ZConversationMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  kind: z.enum(CONVERSATION_ENTRY_KINDS),
  /** A message's text; a tour request's note (may be empty); empty for a tour's decision. */
  body: z.string(),
  /** The tour of a tour entry; null for a message. */
  tour: ZConversationTourSchema.nullable(),
  /** Whether the caller wrote it (shown on the right, as in any messenger). */
  mine: z.boolean(),
  senderName: z.string(),
  /** When the other side opened it; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TConversationMessage = z.infer<typeof ZConversationMessageSchema>;

/** The listing as the inbox shows it: its cover photo, address and price. */
export const ZConversationListingSchema = z.object({
  title: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  price: z.number(),
  status: ZPropertyStatusSchema,
  /** The first of the listing's photos, if it has any. */
  image: ZPropertyImageSchema.nullable(),
});
export type TConversationListing = z.infer<typeof ZConversationListingSchema>;

export const ZConversationSchema = z.object({
  id: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  /** Null when the listing is gone. */
  listing: ZConversationListingSchema.nullable(),
  /** The caller's side. */
  role: z.enum(CONVERSATION_ROLES),
  /** The other side: the agent for a buyer, the buyer for the agent. */
  counterpart: z.object({ id: z.string(), name: z.string() }),
  lastMessage: z
    .object({
      kind: z.enum(CONVERSATION_ENTRY_KINDS),
      body: z.string(),
      mine: z.boolean(),
      tour: ZConversationTourSchema.nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  lastMessageAt: z.string(),
  /** Messages to the caller not yet opened. */
  unreadCount: z.number().int(),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

export const ZConversationsResponseSchema = countedPage(ZConversationSchema);
export type TConversationsResponse = z.infer<typeof ZConversationsResponseSchema>;

/** Newest first; `nextCursor` reaches back to older messages. */
export const ZConversationMessagesResponseSchema = countedPage(ZConversationMessageSchema);
export type TConversationMessagesResponse = z.infer<typeof ZConversationMessagesResponseSchema>;

/** The caller's unread messages over all conversations (the top bar's badge). */
export const ZUnreadMessagesResponseSchema = z.object({ unreadCount: z.number().int() });
export type TUnreadMessagesResponse = z.infer<typeof ZUnreadMessagesResponseSchema>;

/**
 * POST /api/conversations/{id}/read: how many messages the caller still has unread, here and in
 * all; and the bell's notifications about this conversation it marked read with them, with the
 * bell's unread count after that.
 */
export const ZConversationReadResponseSchema = z.object({
  conversationUnread: z.number().int(),
  unreadCount: z.number().int(),
  notifications: z.object({ readIds: z.array(z.string()), unreadCount: z.number().int() }),
});
export type TConversationReadResponse = z.infer<typeof ZConversationReadResponseSchema>;
