import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { AppearanceSection } from './appearance-section';

afterEach(() => localStorage.clear());

describe('AppearanceSection', () => {
  it('saves Light or Dark, and System drops the saved choice (dark when the system states none)', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <AppearanceSection />
      </Provider>,
    );
    expect(screen.getByRole('radio', { name: /^System/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /^Light/ }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await userEvent.click(screen.getByRole('radio', { name: /^System/ }));
    expect(localStorage.getItem('theme')).toBeNull();
    expect(screen.getByRole('radio', { name: /^System/ })).toBeChecked();
    // jsdom states no colour-scheme preference: spec §9's default, dark.
    expect(document.documentElement).toHaveClass('dark');
    expect(store.getState().interface.theme).toBe('dark');
  });
});
