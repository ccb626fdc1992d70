import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithPassword } from '@nestwise/shared/operation-routes/sign-in-with-password';
import { describe, expect, it, vi } from 'vitest';
import { apiError, on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const user = sessionUser('buyer');
const signInCalls = () => requests(signInWithPassword);

function setup() {
  // the identity API's refusal of a wrong current password: its message is the code
  server.use(
    on(signInWithPassword, () =>
      apiError(400, 'INVALID_LOGIN_CREDENTIALS', 'INVALID_LOGIN_CREDENTIALS'),
    ),
  );
  renderSignedIn(<ChangePasswordForm email={user.email} />, user, '/dashboard/profile');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('ChangePasswordForm', () => {
  it('asks for the current password and a matching new one, and sends nothing until then', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('New password'), 'Nestwise!2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Nestwise!202');
    await submit();

    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(signInCalls()).toHaveLength(0);

    // Once sent, the messages follow the boxes as they are typed in.
    await userEvent.type(confirm, '6');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('Current password'), 'old');
    expect(screen.queryByText('Current password is required')).toBeNull();
  });

  it('blocks a new password that breaks a rule, then sends a good one', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-pass1');
    await userEvent.type(screen.getByLabelText('New password'), 'weak');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'weak');
    await submit();
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    expect(signInCalls()).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Nestwise!2026');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Nestwise!2026');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(signInCalls()).toHaveLength(1);
  });
});
