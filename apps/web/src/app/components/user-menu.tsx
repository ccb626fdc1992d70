import { Link } from 'react-router';
import { Dropdown, dropdownItemClasses } from '@/components/ui/dropdown';
import { UserIcon } from '@/components/ui/icons';
import { ROLE_LABELS, USER_MENU_BY_ROLE } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { selectCurrentUser, selectIsAuthenticated, useAppSelector } from '@/stores/hooks';
import { iconButtonClasses } from './nav-styles';

export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** The user menu: the role's links and Sign out, or Sign in and Create account. */
export function UserMenu() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();

  if (!isAuthenticated || !user) {
    return (
      <Dropdown ariaLabel="User menu" trigger={<UserIcon />} buttonClassName={iconButtonClasses}>
        {(close) => (
          <ul aria-label="Account">
            <li>
              <Link to={paths.login} onClick={close} className={dropdownItemClasses}>
                Sign in
              </Link>
            </li>
            <li>
              <Link to={paths.register} onClick={close} className={dropdownItemClasses}>
                Create account
              </Link>
            </li>
          </ul>
        )}
      </Dropdown>
    );
  }

  const name = user.displayName || `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Dropdown
      ariaLabel={`User menu for ${name}`}
      trigger={
        <span className="grid size-8 place-items-center rounded-full bg-teal-700 text-xs font-bold text-white">
          {initialsOf(name)}
        </span>
      }
      buttonClassName={iconButtonClasses}
    >
      {(close) => (
        <div>
          <div className="border-b border-slate-200 px-3 pt-1 pb-2 dark:border-slate-700">
            <p className="text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
            <p className="mt-1 text-xs font-medium text-teal-800 dark:text-teal-300">
              {ROLE_LABELS[user.role]}
            </p>
          </div>
          <ul className="py-1" aria-label="Account">
            {USER_MENU_BY_ROLE[user.role].map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className={dropdownItemClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-200 pt-1 dark:border-slate-700">
            <button
              type="button"
              className={dropdownItemClasses}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Sign out
            </button>
          </div>
        </div>
      )}
    </Dropdown>
  );
}
