import type { TConversation, TConversationMessage } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { MessagesPage } from './messages-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

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
    price: 725_000,
    status: 'for-sale',
    image: { url: '/demo-media/photo-3.webp' },
  },
  role: 'buyer',
  counterpart: { id: 'agent-1', name: 'Ana Agent' },
  lastMessage: {
    kind: 'message',
    body: 'Yes, replaced in 2024.',
    mine: false,
    tour: null,
    createdAt: '2030-05-02T10:00:00.000Z',
  },
  lastMessageAt: '2030-05-02T10:00:00.000Z',
  unreadCount: 1,
};
const message = (id: string, body: string, mine: boolean, at: string): TConversationMessage => ({
  id,
  conversationId: 'c-1',
  kind: 'message',
  body,
  tour: null,
  mine,
  senderName: mine ? 'Sam Tester' : 'Ana Agent',
  readAt: null,
  createdAt: at,
});

function renderMessages(path: string) {
  return renderSignedIn(
    <Routes>
      <Route path="/dashboard/messages/*" element={<MessagesPage />} />
    </Routes>,
    sessionUser('buyer'),
    path,
  );
}

describe('MessagesPage', () => {
  it('shows the inbox with unread counts, the thread oldest first, marks it read and sends a reply', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/conversations')
        return json(200, { items: [conversation], nextCursor: null, totalCount: 1 });
      if (call.path === '/api/conversations/c-1') return json(200, conversation);
      if (call.path === '/api/conversations/c-1/messages' && call.method === 'GET')
        return json(200, {
          items: [
            message('m-2', 'Yes, replaced in 2024.', false, '2030-05-02T10:00:00.000Z'),
            message('m-1', 'Is the roof new?', true, '2030-05-02T09:00:00.000Z'),
          ],
          nextCursor: null,
          totalCount: 2,
        });
      if (call.path === '/api/conversations/c-1/read')
        return json(200, {
          conversationUnread: 0,
          unreadCount: 0,
          notifications: { readIds: [], unreadCount: 0 },
        });
      if (call.path === '/api/conversations/c-1/messages' && call.method === 'POST')
        return json(
          201,
          message('m-3', (call.body as { body: string }).body, true, '2030-05-02T11:00:00.000Z'),
        );
      return undefined;
    });
    renderMessages('/dashboard/messages/c-1');

    const inbox = await screen.findByRole('list', { name: 'Conversations' });
    const thread = await screen.findByRole('list', { name: 'Messages' });
    await within(thread).findByText('Is the roof new?');
    // Oldest first, the user's own on the right side.
    const bubbles = within(thread).getAllByRole('listitem');
    expect(bubbles).toHaveLength(2);
    expect(bubbles[0]).toHaveTextContent('You wrote: Is the roof new?');
    expect(bubbles[1]).toHaveTextContent('Ana Agent wrote: Yes, replaced in 2024.');
    expect(screen.getByRole('link', { name: 'Garden cottage' })).toHaveAttribute(
      'href',
      '/properties/p-1',
    );
    // Opening it reads it: the badge goes without a reload.
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/api/conversations/c-1/read')).toBe(true),
    );
    await vi.waitFor(() =>
      expect(within(inbox).getByRole('link', { name: /Ana Agent/ })).not.toHaveTextContent(
        'unread',
      ),
    );

    const box = screen.getByLabelText('Message Ana Agent');
    await userEvent.type(box, 'Can I see it on Saturday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Can I see it on Saturday?')).toBeVisible();
    expect(box).toHaveValue('');
    expect(
      calls.find(
        (call) => call.method === 'POST' && call.path === '/api/conversations/c-1/messages',
      )?.body,
    ).toEqual({ body: 'Can I see it on Saturday?' });
  });

  it('lists conversations with their unread counts and reads none until one is opened', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/conversations'
        ? json(200, { items: [conversation], nextCursor: null, totalCount: 1 })
        : undefined,
    );
    renderMessages('/dashboard/messages');
    const inbox = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(inbox).getByRole('link', { name: /Ana Agent/ });
    expect(item).toHaveTextContent('1 unread');
    // The listing as portals' inboxes show it: its cover photo (smallest copy), price, address.
    expect(item).toHaveTextContent('$725,000 · 12 Elm Street, Austin, TX 78701');
    expect(item).toHaveTextContent('Yes, replaced in 2024.');
    expect(item.querySelector('img')).toHaveAttribute('src', '/demo-media/photo-3.webp?w=400');
    expect(item).toHaveAttribute('href', '/dashboard/messages/c-1');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server refusal of a reply and keeps what was typed', async () => {
    stubApi((call) => {
      if (call.path === '/api/conversations')
        return json(200, { items: [conversation], nextCursor: null, totalCount: 1 });
      if (call.path === '/api/conversations/c-1')
        return json(200, { ...conversation, unreadCount: 0 });
      if (call.path === '/api/conversations/c-1/messages' && call.method === 'GET')
        return json(200, { items: [], nextCursor: null, totalCount: 0 });
      if (call.path === '/api/conversations/c-1/messages')
        return json(403, {
          error: {
            code: 'conversations/not-participant',
            message: 'Only the buyer and the agent in this conversation can read or write in it.',
          },
        });
      return undefined;
    });
    renderMessages('/dashboard/messages/c-1');
    const box = await screen.findByLabelText('Message Ana Agent');
    await userEvent.type(box, 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the buyer and the agent in this conversation can read or write in it.',
    );
    expect(box).toHaveValue('Hello?');
  });

  it('without conversations, says how one starts', async () => {
    stubApi((call) =>
      call.path === '/api/conversations'
        ? json(200, { items: [], nextCursor: null, totalCount: 0 })
        : undefined,
    );
    renderMessages('/dashboard/messages');
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    expect(screen.getByText('Choose a conversation to read it and reply.')).toBeInTheDocument();
  });
});
