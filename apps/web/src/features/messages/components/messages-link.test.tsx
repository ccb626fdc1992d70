import type { TNotification } from '@nestwise/shared';
import { act, screen } from '@testing-library/react';
import { getUnreadMessages } from '@nestwise/shared/operation-routes/get-unread-messages';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addNotification } from '@/stores/interface-slice';
import { answer, on, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { MessagesLink } from './messages-link';

vi.setConfig({ testTimeout: 30_000 });

const reply: TNotification = {
  id: 'n-1',
  kind: 'agent-reply',
  title: 'Ana Agent replied about Garden cottage',
  body: 'Yes, replaced in 2024.',
  data: { conversationId: 'c-1', href: '/dashboard/messages/c-1' },
  isRead: false,
  readAt: null,
  createdAt: '2030-05-02T10:00:00.000Z',
};

describe('MessagesLink', () => {
  it('shows the unread count and counts again when a new message is notified', async () => {
    let unread = 3;
    server.use(on(getUnreadMessages, () => HttpResponse.json({ unreadCount: unread })));
    const store = renderSignedIn(<MessagesLink className="" />, sessionUser('buyer'));
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/dashboard/messages');
    expect(screen.getByTestId('messages-badge')).toHaveTextContent('3');

    unread = 4;
    act(() => {
      store.dispatch(addNotification(reply));
    });
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread' })).toBeVisible();
  });

  it('shows no badge when everything is read', async () => {
    server.use(answer(getUnreadMessages, { unreadCount: 0 }));
    renderSignedIn(<MessagesLink className="" />, sessionUser('agent'));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeVisible();
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });
});
