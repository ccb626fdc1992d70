import type { TUserDetails } from '@nestwise/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateMe } from '@nestwise/shared/operation-routes/update-me';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { ProfileDetailsForm } from './profile-details-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const user = sessionUser('buyer');

describe('ProfileDetailsForm', () => {
  it('saves the names and the signed-in user shows the new display name', async () => {
    server.use(
      answer(updateMe, {
        ...user,
        firstName: 'Alex',
        displayName: 'Alex Tester',
        favoriteProperties: [],
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-21T00:00:00.000Z',
      } satisfies TUserDetails),
    );
    const store = renderSignedIn(<ProfileDetailsForm user={user} />, user);
    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, ' Alex ');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(requests(updateMe)[0]?.body).toEqual({ firstName: 'Alex', lastName: 'Tester' });
    expect(store.getState().auth.user?.displayName).toBe('Alex Tester');
  });

  it("shows the server's refusal", async () => {
    server.use(on(updateMe, () => apiError(400, 'validation', 'First name is too long')));
    renderSignedIn(<ProfileDetailsForm user={user} />, user);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('First name is too long');
  });
});
