import { useState } from 'react';
import type { AccountStatus, TUserDetails, UserRole } from '@nestwise/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedListTable } from '@/components/ui/paged-list-table';
import { ListSkeleton } from '@/components/ui/skeleton';
import { ROLE_LABELS } from '@/config/navigation';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import {
  useUpdateUserRole,
  useUpdateUserStatus,
  useUsers,
  type UserFilters as Filters,
} from '../api/users';
import { UserFilters } from '../components/user-filters';
import { USER_COLUMNS, UserRow, fullName } from '../components/user-row';

type Pending =
  | { kind: 'role'; user: TUserDetails; role: UserRole }
  | { kind: 'status'; user: TUserDetails; status: AccountStatus };

/** /dashboard/users: find accounts, change their role, activate or deactivate them. */
export function UsersPage() {
  useDocumentTitle('Users');
  const me = useAppSelector(selectCurrentUser);
  const [filters, setFilters] = useState<Filters>({ q: '', role: '', status: '' });
  const users = useUsers(filters);
  const [setRole, roleChange] = useUpdateUserRole();
  const [setStatus, statusChange] = useUpdateUserStatus();
  const [pending, setPending] = useState<Pending | null>(null);
  const action = pending?.kind === 'role' ? roleChange : statusChange;
  const actionError = action.error ? errorMessage(action.error) : null;

  const confirm = async () => {
    if (!pending) return;
    const { data: updated } =
      pending.kind === 'role'
        ? await setRole({ id: pending.user.id, role: pending.role })
        : await setStatus({ id: pending.user.id, status: pending.status });
    if (!updated) return;
    setPending(null);
    notify(
      'success',
      pending.kind === 'role'
        ? `${updated.email} is now ${ROLE_LABELS[updated.role].toLowerCase()}.`
        : `${updated.email} is now ${updated.status.toLowerCase()}.`,
    );
  };

  const close = () => {
    setPending(null);
    roleChange.reset();
    statusChange.reset();
  };

  const dialog = pending && {
    title:
      pending.kind === 'role'
        ? 'Change role?'
        : pending.status === 'Inactive'
          ? 'Deactivate this account?'
          : 'Activate this account?',
    description:
      pending.kind === 'role'
        ? `${fullName(pending.user)} (${pending.user.email}) becomes ${ROLE_LABELS[pending.role].toLowerCase()}. They keep their data; what they may do changes at once.`
        : pending.status === 'Inactive'
          ? `${fullName(pending.user)} (${pending.user.email}) is signed out everywhere and cannot sign in until the account is activated again.`
          : `${fullName(pending.user)} (${pending.user.email}) can sign in again.`,
    confirmLabel:
      pending.kind === 'role'
        ? 'Change role'
        : pending.status === 'Inactive'
          ? 'Deactivate'
          : 'Activate',
    tone: (pending.kind === 'status' && pending.status === 'Inactive' ? 'danger' : 'primary') as
      'danger' | 'primary',
    // The error texts name this failure 'Failed to update user role'.
    error:
      pending.kind === 'role' && actionError
        ? `Failed to update user role. ${actionError}`
        : actionError,
  };

  return (
    <section>
      <PageHeader
        title="Users"
        description="Search accounts, change their role, and activate or deactivate them."
      />
      <UserFilters filters={filters} onChange={setFilters} />
      <PagedListTable
        query={users}
        what="the users"
        loading={<ListSkeleton rows={5} label="Loading users" rowHeight="h-16" />}
        empty={<EmptyState title="No users match this search." />}
        label="Users"
        noun={['user', 'users']}
        columns={USER_COLUMNS}
        headings={['User', 'Role', 'Status', 'Access']}
        moreError="Could not load more users. Try again."
      >
        {(items) =>
          items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === me?.id}
              busy={pending?.user.id === user.id && action.isLoading}
              onRole={(role) => setPending({ kind: 'role', user, role })}
              onStatus={() =>
                setPending({
                  kind: 'status',
                  user,
                  status: user.status === 'Active' ? 'Inactive' : 'Active',
                })
              }
            />
          ))
        }
      </PagedListTable>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        description={dialog?.description ?? ''}
        confirmLabel={dialog?.confirmLabel ?? ''}
        tone={dialog?.tone}
        pending={action.isLoading}
        error={dialog?.error}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </section>
  );
}

export default UsersPage;
