import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TListNotificationsResponse, TNotification } from '@nestwise/shared';
import type { OperationRoute } from '@nestwise/shared/contracts';
import { deleteNotification } from '@nestwise/shared/operation-routes/delete-notification';
import { findNotifications } from '@nestwise/shared/operation-routes/find-notifications';
import { getUnreadMessages } from '@nestwise/shared/operation-routes/get-unread-messages';
import { markAllNotificationsRead } from '@nestwise/shared/operation-routes/mark-all-notifications-read';
import { markNotificationRead } from '@nestwise/shared/operation-routes/mark-notification-read';
import { HttpResponse } from 'msw';
import type { SessionUser } from '@/stores/auth-slice';
import { answer, apiError, on, requests, server, type RouteBody } from '@/test/api-server';
import { testStore } from '@/test/test-store';
import { NotificationsMenu } from './notifications-menu';
import { formatDayTime } from '@/lib/dates';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

/** The server: the list as `list` answers it, and a change's answer by `METHOD path`. */
let list: (search: URLSearchParams) => TListNotificationsResponse;
let changes: Record<string, unknown>;
const sent = (request: string) => requests().filter((c) => `${c.method} ${c.path}` === request);
const listLoads = () => requests(findNotifications);

/** A change answered from `changes` by `METHOD path`; one not set there is refused. */
const change = <R extends OperationRoute>(route: R) =>
  on(route, ({ method, path }) => {
    const answer = changes[`${method} ${path}`] as RouteBody<R> | undefined;
    return answer === undefined
      ? apiError(404, 'not-found', 'Not found')
      : HttpResponse.json(answer);
  });

const agent: SessionUser = {
  id: 'u-agent',
  email: 'agent@demo.nestwise.dev',
  firstName: 'Avery',
  lastName: 'Agent',
  displayName: null,
  profilePicture: null,
  role: 'agent',
  status: 'Active',
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const approved: TNotification = {
  id: 'n-approved',
  kind: 'listing-approved',
  title: 'Listing approved',
  body: '"Maple House" was approved and is now visible to buyers.',
  data: { propertyId: 'p1', href: '/properties/p1' },
  isRead: false,
  readAt: null,
  createdAt: minutesAgo(5),
};
const rejected: TNotification = {
  id: 'n-rejected',
  kind: 'listing-rejected',
  title: 'Listing rejected',
  body: '"Oak Flat" was rejected: Photos are missing',
  data: null,
  isRead: false,
  readAt: null,
  createdAt: minutesAgo(60 * 3),
};
const paid: TNotification = {
  id: 'n-paid',
  kind: 'payment-succeeded',
  title: 'Payment succeeded',
  body: 'Your Buyer Pro plan is active from 2026-12-05 10:30 UTC.',
  data: null,
  isRead: true,
  readAt: minutesAgo(1),
  createdAt: minutesAgo(60 * 24 * 2),
};

function renderMenu(user: SessionUser | null = agent) {
  const store = testStore(user ?? undefined);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationsMenu />
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/properties/:id" element={<p>Listing page</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

const page = (items: TNotification[], unreadCount: number, nextCursor: string | null = null) => ({
  items,
  nextCursor,
  unreadCount,
});

beforeEach(() => {
  // Newest first on purpose out of order: the menu sorts.
  list = () => page([rejected, paid, approved], 2);
  changes = {};
  server.use(
    on(findNotifications, ({ search }) => HttpResponse.json(list(search))),
    change(markNotificationRead),
    change(markAllNotificationsRead),
    change(deleteNotification),
    // The top bar's Messages link comes with the signed-in chunk: no unread messages.
    answer(getUnreadMessages, { unreadCount: 0 }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('NotificationsMenu', () => {
  it('shows the signed-in user’s notifications newest first, with the unread count on the bell', async () => {
    renderMenu();
    // The first test loads the signed-in chunk (the stream, the Messages link) cold.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'), {
      timeout: 10_000,
    });
    expect(within(bell()).getByText('2')).toBeInTheDocument();
    await userEvent.click(bell());
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Listing approved (unread)'),
      expect.stringContaining('Photos are missing'),
      expect.stringContaining('Payment succeeded'),
    ]);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(items[2]).toHaveTextContent('2 days ago');
    expect(items[2]).not.toHaveTextContent('(unread)');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/properties/p1');
    // A time the server wrote in UTC reads in the viewer's own locale and time zone.
    expect(items[2]).toHaveTextContent(formatDayTime('2026-12-05T10:30:00Z'));
    expect(items[2]).not.toHaveTextContent('UTC');
  });

  it('marks one read on click, keeping the server’s count, and follows its link', async () => {
    changes['POST /api/notifications/n-approved/read'] = {
      item: { ...approved, isRead: true, readAt: minutesAgo(0) },
      unreadCount: 1,
    };
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('link', { name: /^Listing approved/ }));
    await waitFor(() => expect(sent('POST /api/notifications/n-approved/read')).toHaveLength(1));
    expect(await screen.findByText('Listing page')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks one without a link read by clicking it, and all read at once', async () => {
    changes['POST /api/notifications/n-rejected/read'] = {
      item: { ...rejected, isRead: true, readAt: minutesAgo(0) },
      unreadCount: 1,
    };
    changes['POST /api/notifications/read-all'] = { updated: 1, unreadCount: 0 };
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /^Listing rejected/ }));
    await waitFor(() => expect(sent('POST /api/notifications/n-rejected/read')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Listing rejected/ })).not.toHaveTextContent(
      '(unread)',
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent('POST /api/notifications/read-all')).toHaveLength(1));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByText(/\(unread\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('removes one, and shows "No notifications" when none are left', async () => {
    list = () => page([approved], 1);
    changes['DELETE /api/notifications/n-approved'] = { id: 'n-approved', unreadCount: 0 };
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await userEvent.click(bell());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove notification: Listing approved' }),
    );
    await waitFor(() => expect(sent('DELETE /api/notifications/n-approved')).toHaveLength(1));
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('shows "No notifications" for a user who has none', async () => {
    list = () => page([], 0);
    renderMenu();
    await waitFor(() => expect(listLoads()).not.toHaveLength(0));
    await userEvent.click(bell());
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('puts a refused change right by reloading the list from the server', async () => {
    // No answer is set for the removal: the server refuses it.
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove notification: Listing approved' }),
    );
    expect(await screen.findByRole('link', { name: /^Listing approved/ })).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('pages on to older notifications', async () => {
    list = (search) =>
      search.get('cursor') === 'c1' ? page([paid], 1) : page([approved], 1, 'c1');
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await userEvent.click(bell());
    expect(screen.queryByText('Payment succeeded')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Payment succeeded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('signed out: asks the visitor to sign in and loads nothing', async () => {
    renderMenu(null);
    await userEvent.click(bell());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(listLoads()).toHaveLength(0);
  });
});
