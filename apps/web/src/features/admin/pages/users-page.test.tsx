import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TUserDetails } from '@nestwise/shared';
import { findUsers } from '@nestwise/shared/operation-routes/find-users';
import { updateUserRole } from '@nestwise/shared/operation-routes/update-user-role';
import { updateUserStatus } from '@nestwise/shared/operation-routes/update-user-status';
import { HttpResponse } from 'msw';
import {
  answer,
  apiError,
  on,
  requests,
  server,
  type ApiAnswer,
  type ApiRequest,
} from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { UsersPage } from './users-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const dana: TUserDetails = {
  id: 'u2',
  email: 'dana@example.test',
  firstName: 'Dana',
  lastName: 'Lee',
  displayName: 'Dana Lee',
  profilePicture: null,
  role: 'buyer',
  status: 'Active',
  favoriteProperties: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const me: TUserDetails = { ...dana, id: 'admin-1', email: 'admin@example.test', role: 'admin' };

/** The users' list, and a change of role or status answered by `change`. */
function serve(change: (call: ApiRequest) => ApiAnswer<typeof updateUserStatus>) {
  server.use(
    answer(findUsers, { items: [dana, me], nextCursor: null, totalCount: 2 }),
    on(updateUserStatus, change),
    on(updateUserRole, change),
  );
}

/** The changes sent, of role or status. */
const changes = () => requests().filter((call) => call.method === 'PATCH');

const row = (email: string) =>
  within(screen.getByRole('list', { name: 'Users' })).getByRole('listitem', { name: email });

describe('UsersPage', () => {
  it('deactivates only after confirmation; Cancel changes nothing', async () => {
    serve((call) => HttpResponse.json({ ...dana, ...(call.body as object) }));
    renderSignedIn(<UsersPage />, sessionUser('admin', 'admin-1'));
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(
      within(row('dana@example.test')).getByRole('button', {
        name: 'Deactivate dana@example.test',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this account?' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes()).toHaveLength(0);

    await userEvent.click(
      within(row('dana@example.test')).getByRole('button', {
        name: 'Deactivate dana@example.test',
      }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(changes()[0]).toMatchObject({
      path: '/api/users/u2/status',
      body: { status: 'Inactive' },
    });
    expect(await within(row('dana@example.test')).findByText('Inactive')).toBeInTheDocument();
    expect(
      within(row('dana@example.test')).getByRole('button', { name: 'Activate dana@example.test' }),
    ).toBeInTheDocument();
  });

  it('changes a role after confirmation, and says so when it fails', async () => {
    serve(() => apiError(403, 'forbidden', 'You do not have permission to do this.'));
    renderSignedIn(<UsersPage />, sessionUser('admin', 'admin-1'));
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.selectOptions(screen.getByLabelText('Role of dana@example.test'), 'agent');
    const dialog = screen.getByRole('dialog', { name: 'Change role?' });
    expect(dialog).toHaveTextContent('becomes agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(changes()[0]).toMatchObject({
      path: '/api/users/u2/role',
      body: { role: 'agent' },
    });
    expect(
      await within(dialog).findByText(
        'Failed to update user role. You do not have permission to do this.',
      ),
    ).toBeInTheDocument();
  });

  it("does not offer to change the admin's own account", async () => {
    serve(() => apiError(500, 'internal', 'Internal Server Error'));
    renderSignedIn(<UsersPage />, sessionUser('admin', 'admin-1'));
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.getByLabelText('Role of admin@example.test')).toBeDisabled();
    expect(
      within(row('admin@example.test')).getByRole('button', {
        name: 'Deactivate admin@example.test',
      }),
    ).toBeDisabled();
  });

  it('searches by the words typed', async () => {
    serve(() => apiError(500, 'internal', 'Internal Server Error'));
    renderSignedIn(<UsersPage />, sessionUser('admin', 'admin-1'));
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.type(screen.getByLabelText('Search users'), 'dana{Enter}');
    await screen.findByRole('list', { name: 'Users' });
    expect(requests(findUsers).at(-1)!.search.get('q')).toBe('dana');
  });
});
