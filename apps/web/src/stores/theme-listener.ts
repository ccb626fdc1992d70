import { createListenerMiddleware } from '@reduxjs/toolkit';
import { setTheme, systemThemeChanged, THEME_STORAGE_KEY, type Theme } from './interface-slice';

/** Puts the theme on <html> (Tailwind's dark variant and the native colour scheme). */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** The user's choice is saved under `theme` (read by public/theme-init.js before first paint). */
export const themeListener = createListenerMiddleware();
themeListener.startListening({
  actionCreator: setTheme,
  effect: (action) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, action.payload);
    } catch {
      // private mode: the choice lasts for this visit
    }
    applyTheme(action.payload);
  },
});
themeListener.startListening({
  actionCreator: systemThemeChanged,
  effect: (action) => applyTheme(action.payload),
});
