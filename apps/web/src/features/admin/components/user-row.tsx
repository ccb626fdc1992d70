import { USER_ROLES, type TUserDetails, type UserRole } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';
import { inputClasses } from '@/components/ui/text-field';
import { ROLE_LABELS } from '@/config/navigation';
import { cn } from '@/lib/cn';
import { LIST_CELL_LABEL, ListRow, RowButton } from '@/components/ui/list-table';

export const USER_COLUMNS = 'md:grid-cols-[minmax(0,2.2fr)_10rem_7rem_auto]';

export function fullName(user: TUserDetails) {
  return (
    [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName || user.email
  );
}

/** One account: name and email, its role (a select that asks to confirm), status, (de)activate. */
export function UserRow({
  user,
  isSelf,
  busy,
  onRole,
  onStatus,
}: {
  user: TUserDetails;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: UserRole) => void;
  onStatus: () => void;
}) {
  const name = fullName(user);
  const active = user.status === 'Active';
  return (
    <ListRow label={user.email}>
      <div className="min-w-0">
        <span className="block truncate font-semibold">
          {name}
          {isSelf && <span className="font-normal text-slate-600 dark:text-slate-300"> (you)</span>}
        </span>
        <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
          {user.email}
        </span>
      </div>
      {/* Role, status and access share a wrapped line on a phone; grid cells from 768 px. */}
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3 md:contents">
        <div>
          <label htmlFor={`role-${user.id}`} className={LIST_CELL_LABEL}>
            Role
          </label>
          <select
            id={`role-${user.id}`}
            aria-label={`Role of ${user.email}`}
            className={cn(inputClasses, 'mt-1 py-1.5 md:mt-0')}
            value={user.role}
            disabled={isSelf || busy}
            onChange={(event) => onRole(event.target.value as UserRole)}
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <span className={LIST_CELL_LABEL}>Status</span>
          <div className="mt-1 md:mt-0">
            <Badge tone={active ? 'success' : 'neutral'}>{user.status}</Badge>
          </div>
        </div>
        <div className="md:text-right">
          <RowButton
            action={active ? 'Deactivate' : 'Activate'}
            subject={user.email}
            variant={active ? 'danger' : 'primary'}
            disabled={isSelf || busy}
            onClick={onStatus}
          />
        </div>
      </div>
    </ListRow>
  );
}
