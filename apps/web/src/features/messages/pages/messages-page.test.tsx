import type { TConversation, TConversationMessage } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { findConversationMessages } from '@nestwise/shared/operation-routes/find-conversation-messages';
import { findConversations } from '@nestwise/shared/operation-routes/find-conversations';
import { getConversation } from '@nestwise/shared/operation-routes/get-conversation';
import { markConversationRead } from '@nestwise/shared/operation-routes/mark-conversation-read';
import { replyToConversation } from '@nestwise/shared/operation-routes/reply-to-conversation';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { MessagesPage } from './messages-page';

vi.setConfig({ testTimeout: 30_000 });

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
    server.use(
      answer(findConversations, { items: [conversation], nextCursor: null, totalCount: 1 }),
      answer(getConversation, conversation),
      answer(findConversationMessages, {
        items: [
          message('m-2', 'Yes, replaced in 2024.', false, '2030-05-02T10:00:00.000Z'),
          message('m-1', 'Is the roof new?', true, '2030-05-02T09:00:00.000Z'),
        ],
        nextCursor: null,
        totalCount: 2,
      }),
      answer(markConversationRead, {
        conversationUnread: 0,
        unreadCount: 0,
        notifications: { readIds: [], unreadCount: 0 },
      }),
      on(replyToConversation, ({ body }) =>
        HttpResponse.json(
          message('m-3', (body as { body: string }).body, true, '2030-05-02T11:00:00.000Z'),
          { status: 201 },
        ),
      ),
    );
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
      expect(requests(markConversationRead).map((call) => call.path)).toContain(
        '/api/conversations/c-1/read',
      ),
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
    const [reply] = requests(replyToConversation);
    expect(reply?.path).toBe('/api/conversations/c-1/messages');
    expect(reply?.body).toEqual({ body: 'Can I see it on Saturday?' });
  });

  it('lists conversations with their unread counts and reads none until one is opened', async () => {
    server.use(
      answer(findConversations, { items: [conversation], nextCursor: null, totalCount: 1 }),
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
    expect(requests().some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server refusal of a reply and keeps what was typed', async () => {
    server.use(
      answer(findConversations, { items: [conversation], nextCursor: null, totalCount: 1 }),
      answer(getConversation, { ...conversation, unreadCount: 0 }),
      answer(findConversationMessages, { items: [], nextCursor: null, totalCount: 0 }),
      on(replyToConversation, () =>
        apiError(
          403,
          'conversations/not-participant',
          'Only the buyer and the agent in this conversation can read or write in it.',
        ),
      ),
    );
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
    server.use(answer(findConversations, { items: [], nextCursor: null, totalCount: 0 }));
    renderMessages('/dashboard/messages');
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    expect(screen.getByText('Choose a conversation to read it and reply.')).toBeInTheDocument();
  });
});
