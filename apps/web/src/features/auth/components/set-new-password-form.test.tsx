import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store';
import { json, stubApi } from '@/test/dashboard-fixtures';
import { SetNewPasswordForm } from './set-new-password-form';

afterEach(() => vi.unstubAllGlobals());

describe('SetNewPasswordForm', () => {
  it('sends the new password only once its confirmation matches', async () => {
    const calls = stubApi((call) =>
      call.path.endsWith('accounts:resetPassword')
        ? json(200, { kind: 'reset', email: 'rae@example.test', requestType: 'PASSWORD_RESET' })
        : undefined,
    );
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <SetNewPasswordForm oobCode="code-1" />
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'Nestwise!2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Nestwise!2025');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(calls).toHaveLength(0);

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Nestwise!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeVisible();
    expect(calls.at(-1)?.body).toMatchObject({ oobCode: 'code-1', newPassword: 'Nestwise!2026' });
  });
});
