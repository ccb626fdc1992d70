import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createStore } from '@/app/store';
import { stubApi } from '@/test/dashboard-fixtures';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const calls = stubApi(() => undefined);
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <RegisterPage />
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('First name'), 'Rae');
  await userEvent.type(screen.getByLabelText('Last name'), 'Realtor');
  await userEvent.type(screen.getByLabelText('Email'), 'rae@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Nestwise!2026');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Nestwise!2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const signUpCall = (calls: ReturnType<typeof stubApi>) =>
  calls.find((call) => call.path.endsWith('accounts:signUp'));

describe('RegisterPage role choice', () => {
  it('preselects agent from ?role=agent and signs up as one', async () => {
    const calls = renderAt('/register?role=agent');
    expect(screen.getByRole('radio', { name: /^Agent/ })).toBeChecked();
    await fillAndSubmit();
    await vi.waitFor(() => expect(signUpCall(calls)).toBeDefined());
    expect(signUpCall(calls)!.body).toMatchObject({ email: 'rae@example.test', role: 'agent' });
  });

  it('is a buyer unless the person chooses agent', async () => {
    const calls = renderAt('/register');
    expect(screen.getByRole('radio', { name: /^Buyer or renter/ })).toBeChecked();
    await fillAndSubmit();
    await vi.waitFor(() => expect(signUpCall(calls)).toBeDefined());
    expect(signUpCall(calls)!.body).toMatchObject({ role: 'buyer' });
  });
});

describe('RegisterPage required boxes', () => {
  it('names each empty required box once the form is sent, and sends nothing', async () => {
    const calls = renderAt('/register');
    expect(screen.queryByText('First name is required')).toBeNull();
    await userEvent.type(screen.getByLabelText('Last name'), 'Realtor');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(signUpCall(calls)).toBeUndefined();
  });

  it('names a blank password and a differing confirmation, and sends nothing until they are right', async () => {
    const calls = renderAt('/register');
    await userEvent.type(screen.getByLabelText('First name'), 'Rae');
    await userEvent.type(screen.getByLabelText('Last name'), 'Realtor');
    await userEvent.type(screen.getByLabelText('Email'), 'rae@example.test');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Nestwise!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(signUpCall(calls)).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Password'), 'Nestwise!2026');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(signUpCall(calls)).toBeDefined());
  });
});
