import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, MOBILE_BREAKPOINT_PX, type TNotification } from '@nestwise/shared';

export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';
/** Saved instead of a theme when the user follows the device's setting. */
export const SYSTEM_THEME_CHOICE = 'system';

/**
 * A notification (id, isRead, createdAt and the caller's fields). The store mirrors the
 * signed-in user's list on the server (issue 9), so the id is the server's, not a timestamp.
 */
export type AppNotification = TNotification;

export interface NotificationsState {
  /** Newest first, as loaded so far. */
  items: AppNotification[];
  /** The server's count over all of the user's notifications, not only the loaded ones. */
  unreadCount: number;
  /** Where the next older page starts; null when everything is loaded. */
  nextCursor: string | null;
  loaded: boolean;
}

export interface InterfaceState {
  sidebarOpen: boolean;
  theme: Theme;
  notifications: NotificationsState;
}

/** The device's light or dark setting (browsers answer light when the device states none). */
export function systemTheme(): Theme {
  try {
    if (window.matchMedia?.('(prefers-color-scheme: light)').matches) return 'light';
  } catch {
    // matchMedia unavailable: the default below
  }
  return DEFAULT_THEME;
}

/**
 * The saved choice, else dark (DEFAULT_THEME in packages/shared); the same rule as
 * public/theme-init.js.
 */
export function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'dark' || saved === 'light') return saved;
    if (saved === SYSTEM_THEME_CHOICE) return systemTheme();
  } catch {
    // storage unavailable: the default
  }
  return DEFAULT_THEME;
}

/** The user chose to follow the device's setting (Settings → Appearance → System). */
export function followsSystemTheme(): boolean {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === SYSTEM_THEME_CHOICE;
  } catch {
    return false;
  }
}

export function initialInterfaceState(): InterfaceState {
  return {
    sidebarOpen: typeof window !== 'undefined' && window.innerWidth >= MOBILE_BREAKPOINT_PX,
    theme: initialTheme(),
    notifications: emptyNotifications(),
  };
}

function emptyNotifications(): NotificationsState {
  return { items: [], unreadCount: 0, nextCursor: null, loaded: false };
}

const newestFirst = (a: AppNotification, b: AppNotification) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Adds what is not there yet (a stream event and a refetch can carry the same row), newest first. */
function merge(items: AppNotification[], incoming: AppNotification[]): AppNotification[] {
  const byId = new Map(items.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort(newestFirst);
}

const interfaceSlice = createSlice({
  name: 'interface',
  initialState: initialInterfaceState,
  reducers: {
    toggleSidebar(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    setSidebarOpen(state, action: PayloadAction<boolean>) {
      state.sidebarOpen = action.payload;
    },
    /** The user's choice: saved and applied by the theme listener. */
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    /** The device's setting changed while the user follows it. */
    systemThemeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    /** The user follows the device's light or dark setting from now on. */
    followSystemTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    /** A page from GET /api/notifications; `reset` replaces the list (first load, resync). */
    notificationsLoaded(
      state,
      action: PayloadAction<{
        items: AppNotification[];
        unreadCount: number;
        nextCursor?: string | null;
        reset?: boolean;
      }>,
    ) {
      const { items, unreadCount, nextCursor, reset } = action.payload;
      const n = state.notifications;
      n.items = reset ? [...items].sort(newestFirst) : merge(n.items, items);
      n.unreadCount = unreadCount;
      if (nextCursor !== undefined) n.nextCursor = nextCursor;
      n.loaded = true;
    },
    /** Add a notification (unread); here one the server just delivered. */
    addNotification(state, action: PayloadAction<AppNotification>) {
      const n = state.notifications;
      if (n.items.some((item) => item.id === action.payload.id)) return;
      n.items = merge(n.items, [action.payload]);
      if (!action.payload.isRead) n.unreadCount += 1;
    },
    /** Mark a notification as read. */
    markNotificationRead(state, action: PayloadAction<string>) {
      const n = state.notifications;
      const item = n.items.find((i) => i.id === action.payload);
      if (!item || item.isRead) return;
      item.isRead = true;
      item.readAt = new Date().toISOString();
      n.unreadCount = Math.max(0, n.unreadCount - 1);
    },
    markAllNotificationsRead(state) {
      const readAt = new Date().toISOString();
      for (const item of state.notifications.items) {
        if (item.isRead) continue;
        item.isRead = true;
        item.readAt = readAt;
      }
      state.notifications.unreadCount = 0;
    },
    /** Remove a notification by id. */
    removeNotification(state, action: PayloadAction<string>) {
      const n = state.notifications;
      const item = n.items.find((i) => i.id === action.payload);
      if (!item) return;
      n.items = n.items.filter((i) => i.id !== action.payload);
      if (!item.isRead) n.unreadCount = Math.max(0, n.unreadCount - 1);
    },
    /** The server's count after a change, which also covers notifications not loaded here. */
    notificationsUnreadCountSet(state, action: PayloadAction<number>) {
      state.notifications.unreadCount = action.payload;
    },
    /** Signed out, or another user signed in. */
    notificationsCleared(state) {
      state.notifications = emptyNotifications();
    },
  },
});

export const {
  toggleSidebar,
  setSidebarOpen,
  setTheme,
  systemThemeChanged,
  followSystemTheme,
  notificationsLoaded,
  addNotification,
  markNotificationRead,
  markAllNotificationsRead,
  removeNotification,
  notificationsUnreadCountSet,
  notificationsCleared,
} = interfaceSlice.actions;
export const interfaceReducer = interfaceSlice.reducer;
