import {
  ZConversationIdParamsSchema,
  ZConversationMessageSchema,
  ZConversationMessagesResponseSchema,
  ZConversationPageQuerySchema,
  ZConversationReadResponseSchema,
  ZConversationReplySchema,
  ZConversationSchema,
  ZConversationsResponseSchema,
  ZUnreadMessagesResponseSchema,
} from '../schemas/conversations';
import { conversations } from './operation-groups';

/**
 * Messages: a buyer's conversation with a listing's agent, one per buyer and listing. Only its
 * two participants may read or write in it (403 for anyone else).
 */
export const findConversations = conversations.get('/api/conversations', {
  name: 'findConversations',
  summary: "The caller's conversations, latest message first, a page at a time",
  auth: 'signed-in',
  query: ZConversationPageQuerySchema,
  responses: { 200: ZConversationsResponseSchema },
});

export const getUnreadMessages = conversations.get('/api/conversations/unread', {
  name: 'getUnreadMessages',
  summary: 'How many messages to the caller are unread, over all conversations',
  auth: 'signed-in',
  responses: { 200: ZUnreadMessagesResponseSchema },
});

export const getConversation = conversations.get('/api/conversations/{id}', {
  name: 'getConversation',
  summary: 'One conversation: its listing, the other side and its unread count',
  auth: 'signed-in',
  params: ZConversationIdParamsSchema,
  responses: { 200: ZConversationSchema },
});

export const findConversationMessages = conversations.get('/api/conversations/{id}/messages', {
  name: 'findConversationMessages',
  summary: "A conversation's messages, newest first, a page at a time",
  auth: 'signed-in',
  params: ZConversationIdParamsSchema,
  query: ZConversationPageQuerySchema,
  responses: { 200: ZConversationMessagesResponseSchema },
});

export const replyToConversation = conversations.post('/api/conversations/{id}/messages', {
  name: 'replyToConversation',
  summary: 'Write in a conversation; the other side is notified',
  auth: 'signed-in',
  params: ZConversationIdParamsSchema,
  body: ZConversationReplySchema,
  responses: { 201: ZConversationMessageSchema },
});

export const markConversationRead = conversations.post('/api/conversations/{id}/read', {
  name: 'markConversationRead',
  summary: 'Mark every message to the caller in a conversation read (on opening it)',
  auth: 'signed-in',
  params: ZConversationIdParamsSchema,
  responses: { 200: ZConversationReadResponseSchema },
});
