import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signUp } from '@nestwise/shared/operation-routes/sign-up';
import { createStore } from '@/app/store';
import { apiError, on, requests, server } from '@/test/api-server';
import { RegisterPage } from './register-page';

// Typing five boxes takes seconds on a busy machine (it timed out at 5 s with the suite).
vi.setConfig({ testTimeout: 30_000 });

function renderAt(path: string) {
  // The identity service refuses: the tests check only what the form sent.
  server.use(on(signUp, () => apiError(404, 'not-found', 'Not found')));
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <RegisterPage />
      </MemoryRouter>
    </Provider>,
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('First name'), 'Rae');
  await userEvent.type(screen.getByLabelText('Last name'), 'Realtor');
  await userEvent.type(screen.getByLabelText('Email'), 'rae@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Nestwise!2026');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Nestwise!2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const signUpCall = () => requests(signUp)[0];

describe('RegisterPage role choice', () => {
  it('preselects agent from ?role=agent and signs up as one', async () => {
    renderAt('/register?role=agent');
    expect(screen.getByRole('radio', { name: /^Agent/ })).toBeChecked();
    await fillAndSubmit();
    await vi.waitFor(() => expect(signUpCall()).toBeDefined());
    expect(signUpCall()!.body).toMatchObject({ email: 'rae@example.test', role: 'agent' });
  });

  it('is a buyer unless the person chooses agent', async () => {
    renderAt('/register');
    expect(screen.getByRole('radio', { name: /^Buyer or renter/ })).toBeChecked();
    await fillAndSubmit();
    await vi.waitFor(() => expect(signUpCall()).toBeDefined());
    expect(signUpCall()!.body).toMatchObject({ role: 'buyer' });
  });
});

describe('RegisterPage required boxes', () => {
  it('names each empty required box once the form is sent, and sends nothing', async () => {
    renderAt('/register');
    expect(screen.queryByText('First name is required')).toBeNull();
    await userEvent.type(screen.getByLabelText('Last name'), 'Realtor');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(requests(signUp)).toHaveLength(0);
  });

  it('names a blank password and a differing confirmation, and sends nothing until they are right', async () => {
    renderAt('/register');
    await userEvent.type(screen.getByLabelText('First name'), 'Rae');
    await userEvent.type(screen.getByLabelText('Last name'), 'Realtor');
    await userEvent.type(screen.getByLabelText('Email'), 'rae@example.test');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Nestwise!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(signUpCall()).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Password'), 'Nestwise!2026');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(signUpCall()).toBeDefined());
  });
});
