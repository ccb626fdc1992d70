import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUserDetails } from '@nestwise/shared';
import { json, renderSignedIn, sessionUser, stubApi, type Call } from '@/test/dashboard-fixtures';
import { UsersPage } from './users-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

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

function serve(change: (call: Call) => Response) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/users') {
      return json(200, { items: [dana, me], nextCursor: null, totalCount: 2 });
    }
    if (call.method === 'PATCH') return change(call);
    return undefined;
  });
}

const row = (email: string) =>
  within(screen.getByRole('list', { name: 'Users' })).getByRole('listitem', { name: email });

describe('UsersPage', () => {
  it('deactivates only after confirmation; Cancel changes nothing', async () => {
    const calls = serve((call) => json(200, { ...dana, ...(call.body as object) }));
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
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.click(
      within(row('dana@example.test')).getByRole('button', {
        name: 'Deactivate dana@example.test',
      }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/users/u2/status',
      body: { status: 'Inactive' },
    });
    expect(await within(row('dana@example.test')).findByText('Inactive')).toBeInTheDocument();
    expect(
      within(row('dana@example.test')).getByRole('button', { name: 'Activate dana@example.test' }),
    ).toBeInTheDocument();
  });

  it('changes a role after confirmation, and says so when it fails', async () => {
    const calls = serve(() =>
      json(403, {
        error: { code: 'forbidden', message: 'You do not have permission to do this.' },
      }),
    );
    renderSignedIn(<UsersPage />, sessionUser('admin', 'admin-1'));
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.selectOptions(screen.getByLabelText('Role of dana@example.test'), 'agent');
    const dialog = screen.getByRole('dialog', { name: 'Change role?' });
    expect(dialog).toHaveTextContent('becomes agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
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
    serve(() => json(500, {}));
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
    const calls = serve(() => json(500, {}));
    renderSignedIn(<UsersPage />, sessionUser('admin', 'admin-1'));
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.type(screen.getByLabelText('Search users'), 'dana{Enter}');
    await screen.findByRole('list', { name: 'Users' });
    expect(
      calls
        .filter((c) => c.path === '/api/users')
        .at(-1)!
        .search.get('q'),
    ).toBe('dana');
  });
});
