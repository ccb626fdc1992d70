import type { TConversationMessage } from '@nestwise/shared';
import { findConversationMessages } from '@nestwise/shared/operation-routes/find-conversation-messages';
import { findConversations } from '@nestwise/shared/operation-routes/find-conversations';
import { getConversation } from '@nestwise/shared/operation-routes/get-conversation';
import { getUnreadMessages } from '@nestwise/shared/operation-routes/get-unread-messages';
import { markConversationRead } from '@nestwise/shared/operation-routes/mark-conversation-read';
import { replyToConversation } from '@nestwise/shared/operation-routes/reply-to-conversation';
import { api, type ApiDispatch, type ApiState } from '@/lib/api';
import { markNotificationRead, notificationsUnreadCountSet } from '@/stores/interface-slice';
import {
  contractMutation,
  contractPages,
  contractQuery,
  updateCachedLists,
} from '@/lib/contract-endpoints';

export const CONVERSATIONS_PAGE_SIZE = 20;
/** The unread count, a part of `Messages` a read reloads alone. */
const UNREAD = { type: 'Messages', id: 'UNREAD' } as const;
export const MESSAGES_PAGE_SIZE = 30;

/**
 * Messages: the caller's conversations (tag `Conversations`), each one's thread (tag `Messages`)
 * and the unread count on the top bar. A reply joins the thread in place and a read conversation
 * loses its badge in place; the lists reload in the background for the new order and previews.
 */
const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The inbox, latest message first. */
    getConversations: contractPages(build, findConversations, {
      request: (_: void, cursor) => ({ query: { limit: CONVERSATIONS_PAGE_SIZE, cursor } }),
      providesTags: ['Conversations'],
    }),
    getConversation: contractQuery(build, getConversation, {
      request: (id: string) => ({ params: { id } }),
      providesTags: ['Conversations'],
    }),
    /** A thread, newest first by page: the page shows them oldest first. */
    getConversationMessages: contractPages(build, findConversationMessages, {
      request: (id: string, cursor) => ({
        params: { id },
        query: { limit: MESSAGES_PAGE_SIZE, cursor },
      }),
      providesTags: ['Messages'],
    }),
    getUnreadMessages: contractQuery(build, getUnreadMessages, {
      providesTags: [UNREAD],
    }),
    reply: contractMutation(build, replyToConversation, {
      request: ({ id, body }: { id: string; body: string }) => ({ params: { id }, body: { body } }),
      onSuccess: (message, { arg, dispatch }) => {
        addToThread(dispatch, arg.id, message);
        dispatch(api.util.invalidateTags(['Conversations']));
      },
    }),
    markRead: contractMutation(build, markConversationRead, {
      request: (id: string) => ({ params: { id } }),
      onSuccess: ({ unreadCount, notifications }, { arg: id, dispatch, getState }) => {
        dispatch(
          conversationsApi.util.upsertQueryData('getUnreadMessages', undefined, { unreadCount }),
        );
        // The server read this conversation's bell notifications too: the bell follows at once.
        for (const readId of notifications.readIds) dispatch(markNotificationRead(readId));
        dispatch(notificationsUnreadCountSet(notifications.unreadCount));
        readInPlace(dispatch, getState(), id);
        // A count asked for before this read (a new message's reload) may answer after it.
        dispatch(api.util.invalidateTags([UNREAD]));
      },
    }),
  }),
});

/** The new message at the top of the thread's newest page, as the server would answer it. */
function addToThread(dispatch: ApiDispatch, id: string, message: TConversationMessage) {
  dispatch(
    conversationsApi.util.updateQueryData('getConversationMessages', id, (data) => {
      const newest = data.pages[0];
      if (!newest || newest.items.some((item) => item.id === message.id)) return;
      newest.items.unshift(message);
      for (const page of data.pages) page.totalCount += 1;
    }),
  );
}

/** The conversation's unread badge goes, in the inbox and its header, without a reload. */
function readInPlace(dispatch: ApiDispatch, state: ApiState, id: string) {
  dispatch(
    conversationsApi.util.updateQueryData('getConversation', id, (conversation) => {
      conversation.unreadCount = 0;
    }),
  );
  updateCachedLists<void>(dispatch, state, 'Conversations', 'getConversations', () =>
    conversationsApi.util.updateQueryData('getConversations', undefined, (data) => {
      for (const page of data.pages) {
        for (const item of page.items) if (item.id === id) item.unreadCount = 0;
      }
    }),
  );
}

export const {
  useGetConversationsInfiniteQuery: useConversations,
  useGetConversationQuery: useConversation,
  useGetConversationMessagesInfiniteQuery: useConversationMessages,
  useGetUnreadMessagesQuery: useUnreadMessages,
  useReplyMutation: useReply,
  useMarkReadMutation: useMarkRead,
} = conversationsApi;
