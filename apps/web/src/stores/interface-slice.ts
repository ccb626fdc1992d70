import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME, MOBILE_BREAKPOINT_PX } from '@nestwise/shared';

export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';

/** A notification of spec §3: id is its creation timestamp; the other fields are the caller's. */
export interface AppNotification {
  id: number;
  isRead: boolean;
  createdAt: string;
  title?: string;
  message?: string;
  link?: string;
  [field: string]: unknown;
}

export interface InterfaceState {
  sidebarOpen: boolean;
  theme: Theme;
  notifications: AppNotification[];
}

/** The saved choice, else the system preference, else dark (the same rule as public/theme-init.js). */
export function initialTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'dark' || saved === 'light') return saved;
    if (window.matchMedia?.('(prefers-color-scheme: light)').matches) return 'light';
  } catch {
    // storage or matchMedia unavailable: the default below
  }
  return DEFAULT_THEME;
}

export function initialInterfaceState(): InterfaceState {
  return {
    sidebarOpen: typeof window !== 'undefined' && window.innerWidth >= MOBILE_BREAKPOINT_PX,
    theme: initialTheme(),
    notifications: [],
  };
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
    /** The system preference changed while the user has made no choice. */
    systemThemeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    addNotification: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.notifications.unshift(action.payload);
      },
      prepare(fields: Record<string, unknown> & { title?: string; message?: string }) {
        const now = new Date();
        return {
          payload: { ...fields, id: now.getTime(), isRead: false, createdAt: now.toISOString() },
        };
      },
    },
    markNotificationRead(state, action: PayloadAction<number>) {
      const notification = state.notifications.find((n) => n.id === action.payload);
      if (notification) notification.isRead = true;
    },
    removeNotification(state, action: PayloadAction<number>) {
      state.notifications = state.notifications.filter((n) => n.id !== action.payload);
    },
  },
});

export const {
  toggleSidebar,
  setSidebarOpen,
  setTheme,
  systemThemeChanged,
  addNotification,
  markNotificationRead,
  removeNotification,
} = interfaceSlice.actions;
export const interfaceReducer = interfaceSlice.reducer;
