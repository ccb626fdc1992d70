import { useState } from 'react';
import type { AccountStatus, TUserDetails, UserRole } from '@nestwise/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ROLE_LABELS } from '@/config/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useUsers, type UserFilters as Filters } from '../api/get-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
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
  const setRole = useUpdateUserRole();
  const setStatus = useUpdateUserStatus();
  const [pending, setPending] = useState<Pending | null>(null);
  const action = pending?.kind === 'role' ? setRole : setStatus;

  const replace = (updated: TUserDetails) =>
    users.update((items) => items.map((item) => (item.id === updated.id ? updated : item)));

  const confirm = async () => {
    if (!pending) return;
    const updated =
      pending.kind === 'role'
        ? await setRole.run(pending.user.id, pending.role)
        : await setStatus.run(pending.user.id, pending.status);
    if (!updated) return;
    replace(updated);
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
    setRole.reset();
    setStatus.reset();
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
    // Spec §8 names this failure 'Failed to update user role'.
    error:
      pending.kind === 'role' && setRole.error
        ? `Failed to update user role. ${setRole.error}`
        : action.error,
  };

  const { state } = users;
  return (
    <section>
      <PageHeader
        title="Users"
        description="Search accounts, change their role, and activate or deactivate them."
      />
      <UserFilters filters={filters} onChange={setFilters} />
      {state.status === 'loading' && (
        <div aria-busy="true" aria-label="Loading users" className="space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <QueryError what="the users" error={state.error} onRetry={users.reload} />
      )}
      {state.status === 'success' &&
        (state.items.length === 0 ? (
          <EmptyState title="No users match this search." />
        ) : (
          <ListTable
            label="Users"
            totalCount={state.totalCount}
            noun={['user', 'users']}
            columns={USER_COLUMNS}
            headings={['User', 'Role', 'Status', 'Access']}
            hasMore={state.nextCursor !== null}
            loadingMore={users.loadingMore}
            onLoadMore={() => void users.loadMore()}
            moreError={users.moreError !== null ? 'Could not load more users. Try again.' : null}
          >
            {state.items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                busy={pending?.user.id === user.id && action.pending}
                onRole={(role) => setPending({ kind: 'role', user, role })}
                onStatus={() =>
                  setPending({
                    kind: 'status',
                    user,
                    status: user.status === 'Active' ? 'Inactive' : 'Active',
                  })
                }
              />
            ))}
          </ListTable>
        ))}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        description={dialog?.description ?? ''}
        confirmLabel={dialog?.confirmLabel ?? ''}
        tone={dialog?.tone}
        pending={action.pending}
        error={dialog?.error}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </section>
  );
}

export default UsersPage;
