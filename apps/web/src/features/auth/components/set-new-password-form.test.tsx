import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { resetPassword } from '@nestwise/shared/operation-routes/reset-password';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { answer, requests, server } from '@/test/api-server';
import { SetNewPasswordForm } from './set-new-password-form';

describe('SetNewPasswordForm', () => {
  it('sends the new password only once its confirmation matches', async () => {
    server.use(
      answer(resetPassword, {
        kind: 'reset',
        email: 'rae@example.test',
        requestType: 'PASSWORD_RESET',
      }),
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
    expect(requests(resetPassword)).toHaveLength(0);

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Nestwise!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been reset/)).toBeVisible();
    expect(requests(resetPassword).at(-1)?.body).toMatchObject({
      oobCode: 'code-1',
      newPassword: 'Nestwise!2026',
    });
  });
});
