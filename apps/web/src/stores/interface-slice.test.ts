import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addNotification,
  initialInterfaceState,
  initialTheme,
  interfaceReducer,
  markNotificationRead,
  removeNotification,
  setSidebarOpen,
  setTheme,
  systemThemeChanged,
  toggleSidebar,
} from './interface-slice';
import { themeListener } from './theme-listener';

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

describe('notifications', () => {
  it('adds an unread notification whose id is its creation time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    const state = interfaceReducer(
      initialInterfaceState(),
      addNotification({ title: 'Viewing confirmed', message: 'Saturday at 10:00' }),
    );
    expect(state.notifications).toEqual([
      {
        id: Date.parse('2026-05-01T10:00:00.000Z'),
        title: 'Viewing confirmed',
        message: 'Saturday at 10:00',
        isRead: false,
        createdAt: '2026-05-01T10:00:00.000Z',
      },
    ]);
  });

  it('marks one as read and removes one by id', () => {
    let state = initialInterfaceState();
    state = interfaceReducer(state, {
      ...addNotification({ title: 'first' }),
      payload: { id: 1, isRead: false, createdAt: 'x', title: 'first' },
    });
    state = interfaceReducer(state, {
      ...addNotification({ title: 'second' }),
      payload: { id: 2, isRead: false, createdAt: 'y', title: 'second' },
    });
    state = interfaceReducer(state, markNotificationRead(1));
    expect(state.notifications.find((n) => n.id === 1)?.isRead).toBe(true);
    expect(state.notifications.find((n) => n.id === 2)?.isRead).toBe(false);
    state = interfaceReducer(state, removeNotification(2));
    expect(state.notifications.map((n) => n.id)).toEqual([1]);
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

  it('falls back to the system preference', () => {
    mockSystemTheme(true);
    expect(initialTheme()).toBe('light');
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
      middleware: (getDefault) => getDefault().prepend(themeListener.middleware),
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
      middleware: (getDefault) => getDefault().prepend(themeListener.middleware),
    });
    store.dispatch(systemThemeChanged('light'));
    expect(store.getState().interface.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });
});
