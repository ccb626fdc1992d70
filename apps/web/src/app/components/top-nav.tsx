import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { TOP_NAV_LINKS } from '@/config/navigation';
import { paths } from '@/config/paths';
import { AiToolboxMenu } from './ai-toolbox-menu';
import { MobileMenu } from './mobile-menu';
import { iconButtonClasses, navLinkClasses } from './nav-styles';
import { NotificationsMenu } from './notifications-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** The top navigation; a menu button replaces the links under 768 px. */
export function TopNav() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6"
      >
        <Link to={paths.home} aria-label="Nestwise home" className="mr-2 rounded-lg">
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {TOP_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === paths.home} className={navLinkClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <AiToolboxMenu />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <NotificationsMenu />
          <UserMenu />
          <button
            type="button"
            className={`${iconButtonClasses} md:hidden`}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>
      {mobileOpen && <MobileMenu id="mobile-menu" />}
    </header>
  );
}
