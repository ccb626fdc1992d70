import { NavLink } from 'react-router';
import type { UserRole } from '@nestwise/shared';
import { sidebarLinks } from '@/config/dashboard-navigation';
import type { NavLinkItem } from '@/config/navigation';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-teal-700 text-white'
      : 'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800',
  );

function Item({ link }: { link: NavLinkItem }) {
  return (
    <li>
      <NavLink
        to={link.to}
        end={link.to === paths.dashboard.root || Boolean(link.children)}
        className={itemClasses}
      >
        {link.label}
      </NavLink>
      {link.children && (
        <ul className="mt-1 ml-4 space-y-1 border-l border-slate-300 pl-2 dark:border-slate-700">
          {link.children.map((child) => (
            <Item key={child.to} link={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The dashboard sidebar: the common links, then the role's. */
export function Sidebar({ role, id }: { role: UserRole; id: string }) {
  return (
    <nav id={id} aria-label="Dashboard">
      <ul className="space-y-1">
        {sidebarLinks(role).map((link) => (
          <Item key={link.to} link={link} />
        ))}
      </ul>
    </nav>
  );
}
