import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store';
import { AppearanceSection } from './appearance-section';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The browser's answer to (prefers-color-scheme: light). */
function deviceIsLight(light: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: light && query.includes('light'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('AppearanceSection', () => {
  it('is Dark by default; Light is saved; System follows the device', async () => {
    deviceIsLight(true);
    const store = createStore();
    render(
      <Provider store={store}>
        <AppearanceSection />
      </Provider>,
    );
    expect(screen.getByRole('radio', { name: /^Dark/ })).toBeChecked();
    expect(store.getState().interface.theme).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: /^Light/ }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('radio', { name: /^Dark/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(screen.getByRole('radio', { name: /^System/ }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(screen.getByRole('radio', { name: /^System/ })).toBeChecked();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(store.getState().interface.theme).toBe('light');
  });
});
