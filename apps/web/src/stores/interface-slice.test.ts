import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addNotification,
  initialInterfaceState,
  initialTheme,
  interfaceReducer,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsCleared,
  notificationsLoaded,
  notificationsUnreadCountSet,
  removeNotification,
  type AppNotification,
  setSidebarOpen,
  setTheme,
  systemThemeChanged,
  toggleSidebar,
} from './interface-slice';
import { themeMiddleware } from './theme-listener';

function mockSystemTheme(light: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: light && query.includes('light'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.className = '';
});

function aNotification(id: string, createdAt: string, isRead = false): AppNotification {
  return {
    id,
    kind: 'listing-approved',
    title: `Listing approved ${id}`,
    body: null,
    data: null,
    isRead,
    readAt: isRead ? createdAt : null,
    createdAt,
  };
}

describe('notifications (the store mirrors the server list)', () => {
  const older = aNotification('a', '2026-05-01T10:00:00.000Z');
  const newer = aNotification('b', '2026-05-02T10:00:00.000Z', true);

  it('loads a page newest first with the server’s unread count, then merges a resync', () => {
    let state = interfaceReducer(
      initialInterfaceState(),
      notificationsLoaded({ items: [older, newer], unreadCount: 7, nextCursor: 'c1', reset: true }),
    );
    expect(state.notifications.items.map((n) => n.id)).toEqual(['b', 'a']);
    expect(state.notifications).toMatchObject({ unreadCount: 7, nextCursor: 'c1', loaded: true });
    const newest = aNotification('c', '2026-05-03T10:00:00.000Z');
    state = interfaceReducer(
      state,
      notificationsLoaded({ items: [newest, newer], unreadCount: 8 }),
    );
    expect(state.notifications.items.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(state.notifications.nextCursor).toBe('c1');
  });

  it('adds a delivered notification once, unread, counting it', () => {
    let state = interfaceReducer(
      initialInterfaceState(),
      notificationsLoaded({ items: [older], unreadCount: 1, reset: true }),
    );
    const delivered = aNotification('d', '2026-05-04T10:00:00.000Z');
    state = interfaceReducer(state, addNotification(delivered));
    state = interfaceReducer(state, addNotification(delivered));
    expect(state.notifications.items.map((n) => n.id)).toEqual(['d', 'a']);
    expect(state.notifications.unreadCount).toBe(2);
  });

  it('marks one read, all read, removes by id, keeping the count in step', () => {
    let state = interfaceReducer(
      initialInterfaceState(),
      notificationsLoaded({ items: [older, newer], unreadCount: 1, reset: true }),
    );
    state = interfaceReducer(state, markNotificationRead('a'));
    state = interfaceReducer(state, markNotificationRead('a'));
    expect(state.notifications.items.find((n) => n.id === 'a')?.isRead).toBe(true);
    expect(state.notifications.unreadCount).toBe(0);
    state = interfaceReducer(state, addNotification(aNotification('e', '2026-05-05T00:00:00Z')));
    state = interfaceReducer(state, removeNotification('e'));
    expect(state.notifications.unreadCount).toBe(0);
    state = interfaceReducer(state, notificationsUnreadCountSet(3));
    state = interfaceReducer(state, markAllNotificationsRead());
    expect(state.notifications.unreadCount).toBe(0);
    expect(state.notifications.items.every((n) => n.isRead)).toBe(true);
    state = interfaceReducer(state, removeNotification('b'));
    expect(state.notifications.items.map((n) => n.id)).toEqual(['a']);
    state = interfaceReducer(state, notificationsCleared());
    expect(state.notifications).toEqual({
      items: [],
      unreadCount: 0,
      nextCursor: null,
      loaded: false,
    });
  });
});

describe('sidebar', () => {
  it('toggles and can be set open or closed', () => {
    let state = { ...initialInterfaceState(), sidebarOpen: false };
    state = interfaceReducer(state, toggleSidebar());
    expect(state.sidebarOpen).toBe(true);
    expect(interfaceReducer(state, setSidebarOpen(false)).sidebarOpen).toBe(false);
  });

  it('starts open at 768 px and wider, closed below', () => {
    vi.stubGlobal('innerWidth', 768);
    expect(initialInterfaceState().sidebarOpen).toBe(true);
    vi.stubGlobal('innerWidth', 767);
    expect(initialInterfaceState().sidebarOpen).toBe(false);
  });
});

describe('theme', () => {
  it('is dark by default', () => {
    mockSystemTheme(false);
    expect(initialTheme()).toBe('dark');
  });

  it('is dark when nothing is chosen, though the browser reports light (as it does when the device states nothing)', () => {
    mockSystemTheme(true);
    expect(initialTheme()).toBe('dark');
  });

  it('follows the device’s light or dark setting when the user chose System', () => {
    localStorage.setItem('theme', 'system');
    mockSystemTheme(true);
    expect(initialTheme()).toBe('light');
    mockSystemTheme(false);
    expect(initialTheme()).toBe('dark');
  });

  it('prefers the saved choice', () => {
    mockSystemTheme(true);
    localStorage.setItem('theme', 'dark');
    expect(initialTheme()).toBe('dark');
  });

  it('saves the user choice and applies it to the page', () => {
    mockSystemTheme(false);
    const store = configureStore({
      reducer: { interface: interfaceReducer },
      middleware: (getDefault) => getDefault().prepend(themeMiddleware),
    });
    store.dispatch(setTheme('light'));
    expect(store.getState().interface.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    store.dispatch(setTheme('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('follows a system change without saving it', () => {
    mockSystemTheme(false);
    const store = configureStore({
      reducer: { interface: interfaceReducer },
      middleware: (getDefault) => getDefault().prepend(themeMiddleware),
    });
    store.dispatch(systemThemeChanged('light'));
    expect(store.getState().interface.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });
});
