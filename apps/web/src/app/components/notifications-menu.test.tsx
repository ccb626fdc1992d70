import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@nestwise/shared';
import * as api from '@/features/notifications/api/notifications-api';
import { authReducer, initialAuthState, type SessionUser } from '@/stores/auth-slice';
import { favoritesReducer } from '@/stores/favorites-slice';
import { initialInterfaceState, interfaceReducer } from '@/stores/interface-slice';
import { NotificationsMenu } from './notifications-menu';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));
vi.mock('@/features/notifications/api/notifications-api', () => ({
  listNotifications: vi.fn(),
  markNotificationReadOnServer: vi.fn(),
  markAllNotificationsReadOnServer: vi.fn(),
  removeNotificationOnServer: vi.fn(),
  createStreamTicket: vi.fn(),
  streamUrl: (ticket: string) => `/stream?ticket=${ticket}`,
}));

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
  body: null,
  data: null,
  isRead: true,
  readAt: minutesAgo(1),
  createdAt: minutesAgo(60 * 24 * 2),
};

function renderMenu(user: SessionUser | null = agent) {
  const store = configureStore({
    reducer: combineReducers({
      auth: authReducer,
      interface: interfaceReducer,
      favorites: favoritesReducer,
    }),
    preloadedState: {
      auth: { ...initialAuthState, isAuthenticated: user !== null, user },
      interface: initialInterfaceState(),
    },
  });
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

beforeEach(() => {
  // Newest first on purpose out of order: the menu sorts.
  vi.mocked(api.listNotifications).mockResolvedValue({
    items: [rejected, paid, approved],
    nextCursor: null,
    unreadCount: 2,
  });
});

afterEach(() => vi.clearAllMocks());

describe('NotificationsMenu', () => {
  it('shows the signed-in user’s notifications newest first, with the unread count on the bell', async () => {
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
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
  });

  it('marks one read on click, keeping the server’s count, and follows its link', async () => {
    vi.mocked(api.markNotificationReadOnServer).mockResolvedValue({
      item: { ...approved, isRead: true, readAt: minutesAgo(0) },
      unreadCount: 1,
    });
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('link', { name: /^Listing approved/ }));
    await waitFor(() =>
      expect(api.markNotificationReadOnServer).toHaveBeenCalledWith('n-approved'),
    );
    expect(await screen.findByText('Listing page')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks one without a link read by clicking it, and all read at once', async () => {
    vi.mocked(api.markNotificationReadOnServer).mockResolvedValue({
      item: { ...rejected, isRead: true, readAt: minutesAgo(0) },
      unreadCount: 1,
    });
    vi.mocked(api.markAllNotificationsReadOnServer).mockResolvedValue({
      updated: 1,
      unreadCount: 0,
    });
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /^Listing rejected/ }));
    await waitFor(() =>
      expect(api.markNotificationReadOnServer).toHaveBeenCalledWith('n-rejected'),
    );
    expect(screen.getByRole('button', { name: /^Listing rejected/ })).not.toHaveTextContent(
      '(unread)',
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.markAllNotificationsReadOnServer).toHaveBeenCalledOnce());
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByText(/\(unread\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('removes one, and shows "No notifications" when none are left', async () => {
    vi.mocked(api.listNotifications).mockResolvedValue({
      items: [approved],
      nextCursor: null,
      unreadCount: 1,
    });
    vi.mocked(api.removeNotificationOnServer).mockResolvedValue({
      id: 'n-approved',
      unreadCount: 0,
    });
    renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await userEvent.click(bell());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove notification: Listing approved' }),
    );
    await waitFor(() => expect(api.removeNotificationOnServer).toHaveBeenCalledWith('n-approved'));
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('shows "No notifications" for a user who has none', async () => {
    vi.mocked(api.listNotifications).mockResolvedValue({
      items: [],
      nextCursor: null,
      unreadCount: 0,
    });
    renderMenu();
    await waitFor(() => expect(api.listNotifications).toHaveBeenCalled());
    await userEvent.click(bell());
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('puts a refused change right by reloading the list from the server', async () => {
    vi.mocked(api.removeNotificationOnServer).mockRejectedValue(new Error('offline'));
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
    vi.mocked(api.listNotifications).mockImplementation(async (query = {}) =>
      query.cursor === 'c1'
        ? { items: [paid], nextCursor: null, unreadCount: 1 }
        : { items: [approved], nextCursor: 'c1', unreadCount: 1 },
    );
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
    expect(api.listNotifications).not.toHaveBeenCalled();
  });
});
