import type { TNotification } from '@nestwise/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNotification } from '@/stores/interface-slice';
import { json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { MessagesLink } from './messages-link';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

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
    stubApi((call) =>
      call.path === '/api/conversations/unread' ? json(200, { unreadCount: unread }) : undefined,
    );
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
    stubApi((call) =>
      call.path === '/api/conversations/unread' ? json(200, { unreadCount: 0 }) : undefined,
    );
    renderSignedIn(<MessagesLink className="" />, sessionUser('agent'));
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeVisible();
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });
});
