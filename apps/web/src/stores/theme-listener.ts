import type { Middleware } from '@reduxjs/toolkit';
import {
  followSystemTheme,
  setTheme,
  SYSTEM_THEME_CHOICE,
  systemThemeChanged,
  THEME_STORAGE_KEY,
  type Theme,
} from './interface-slice';

/** Puts the theme on <html> (Tailwind's dark variant and the native colour scheme). */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/**
 * Applies theme changes to the page; the user's choice is also saved under `theme` (read by
 * public/theme-init.js before first paint). A plain middleware: RTK's listener middleware would
 * add its weight to every page for two actions.
 */
export const themeMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (setTheme.match(action)) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, action.payload);
    } catch {
      // private mode: the choice lasts for this visit
    }
    applyTheme(action.payload);
  } else if (followSystemTheme.match(action)) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, SYSTEM_THEME_CHOICE);
    } catch {
      // private mode: the choice lasts for this visit
    }
    applyTheme(action.payload);
  } else if (systemThemeChanged.match(action)) {
    applyTheme(action.payload);
  }
  return result;
};
