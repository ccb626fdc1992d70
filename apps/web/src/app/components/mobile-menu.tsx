import { Link, NavLink } from 'react-router';
import { AI_TOOLS } from '@/config/ai-tools';
import { TOP_NAV_LINKS } from '@/config/navigation';
import { paths } from '@/config/paths';
import { navLinkClasses } from './nav-styles';

/** The navigation under 768 px, opened by the menu button. */
export function MobileMenu({ id }: { id: string }) {
  return (
    <div
      id={id}
      className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="grid gap-1">
        {TOP_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === paths.home}
              className={(s) => `block ${navLinkClasses(s)}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        AI Toolbox
      </h2>
      <ul className="mt-1 grid grid-cols-2 gap-1">
        {AI_TOOLS.map((tool) => (
          <li key={tool.tab}>
            <Link
              to={paths.aiTools(tool.tab)}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {tool.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
