import type { TConversation, TConversationMessage, TNotification } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { findConversationMessages } from '@nestwise/shared/operation-routes/find-conversation-messages';
import { findConversations } from '@nestwise/shared/operation-routes/find-conversations';
import { getConversation } from '@nestwise/shared/operation-routes/get-conversation';
import { markConversationRead } from '@nestwise/shared/operation-routes/mark-conversation-read';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsMenu } from '@/app/components/notifications-menu';
import { formatDayTime } from '@/lib/dates';
import { notificationsLoaded } from '@/stores/interface-slice';
import { selectNotifications } from '@/stores/hooks';
import type { RootState } from '@/app/store';
import { answer, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { MessagesPage } from './messages-page';

// The bell's stream and the Messages link load after sign-in; these tests drive the store alone.
vi.mock('@/app/components/signed-in-bar', () => ({ default: () => null }));
vi.setConfig({ testTimeout: 30_000 });

const TOUR_AT = '2030-05-09T15:30:00.000Z';
const conversation: TConversation = {
  id: 'c-1',
  propertyId: 'p-1',
  propertyTitle: 'Garden cottage',
  listing: {
    title: 'Garden cottage',
    address: '12 Elm Street',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    price: 2_400,
    status: 'for-rent',
    image: null,
  },
  role: 'buyer',
  counterpart: { id: 'agent-1', name: 'Ana Agent' },
  lastMessage: {
    kind: 'tour-confirmed',
    body: '',
    mine: false,
    tour: { id: 't-1', startsAt: TOUR_AT },
    createdAt: '2030-05-02T12:00:00.000Z',
  },
  lastMessageAt: '2030-05-02T12:00:00.000Z',
  unreadCount: 1,
};
const entry = (
  id: string,
  kind: TConversationMessage['kind'],
  body: string,
  mine: boolean,
  at: string,
): TConversationMessage => ({
  id,
  conversationId: 'c-1',
  kind,
  body,
  tour: kind === 'message' ? null : { id: 't-1', startsAt: TOUR_AT },
  mine,
  senderName: mine ? 'Sam Tester' : 'Ana Agent',
  readAt: null,
  createdAt: at,
});
const notification = (id: string, kind: string, data: Record<string, unknown>): TNotification => ({
  id,
  kind: kind as TNotification['kind'],
  title: id,
  body: null,
  data,
  isRead: false,
  readAt: null,
  createdAt: '2030-05-02T12:00:00.000Z',
});

function serve(readAnswer: {
  conversationUnread: number;
  unreadCount: number;
  notifications: { readIds: string[]; unreadCount: number };
}) {
  server.use(
    answer(findConversations, { items: [conversation], nextCursor: null, totalCount: 1 }),
    answer(getConversation, conversation),
    answer(findConversationMessages, {
      items: [
        entry('e-3', 'tour-confirmed', '', false, '2030-05-02T12:00:00.000Z'),
        entry('m-2', 'message', 'Yes, Thursday works.', false, '2030-05-02T11:00:00.000Z'),
        entry('e-1', 'tour-requested', 'Thursday after work?', true, '2030-05-02T10:00:00.000Z'),
      ],
      nextCursor: null,
      totalCount: 3,
    }),
    answer(markConversationRead, readAnswer),
  );
}

describe('MessagesPage: the bell, tours in the thread, the inbox', () => {
  it("opening a conversation reads its bell notifications: the bell's count drops without a reload", async () => {
    serve({
      conversationUnread: 0,
      unreadCount: 0,
      notifications: { readIds: ['n-reply'], unreadCount: 1 },
    });
    const store = renderSignedIn(
      <>
        <NotificationsMenu />
        <Routes>
          <Route path="/dashboard/messages/*" element={<MessagesPage />} />
        </Routes>
      </>,
      sessionUser('buyer'),
      '/dashboard/messages/c-1',
    );
    store.dispatch(
      notificationsLoaded({
        items: [
          notification('n-reply', 'agent-reply', { conversationId: 'c-1' }),
          notification('n-price', 'price-changed', { propertyId: 'p-9' }),
        ],
        unreadCount: 2,
        reset: true,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await vi.waitFor(() =>
      expect(requests(markConversationRead).map((call) => call.path)).toContain(
        '/api/conversations/c-1/read',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    const { items } = selectNotifications(store.getState() as RootState);
    expect(Object.fromEntries(items.map((item) => [item.id, item.isRead]))).toEqual({
      'n-price': false,
      'n-reply': true,
    });
  });

  it("shows a tour's request and decision in the thread, in time order with the messages", async () => {
    serve({
      conversationUnread: 0,
      unreadCount: 0,
      notifications: { readIds: [], unreadCount: 0 },
    });
    renderSignedIn(
      <Routes>
        <Route path="/dashboard/messages/*" element={<MessagesPage />} />
      </Routes>,
      sessionUser('buyer'),
      '/dashboard/messages/c-1',
    );
    const thread = await screen.findByRole('list', { name: 'Messages' });
    await within(thread).findByText('Yes, Thursday works.');
    const when = formatDayTime(TOUR_AT);
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining(`You requested a tour on ${when}“Thursday after work?”`),
      expect.stringContaining('Ana Agent wrote: Yes, Thursday works.'),
      expect.stringContaining(`Ana Agent confirmed the tour on ${when}`),
    ]);
    // The inbox says what last happened, with the rental's price and a house for no photo.
    const item = within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', {
      name: /Ana Agent/,
    });
    expect(item).toHaveTextContent('$2,400/mo · 12 Elm Street, Austin, TX 78701');
    expect(item).toHaveTextContent(`Tour confirmed: ${when}`);
    expect(item.querySelector('img')).toBeNull();
  });
});
