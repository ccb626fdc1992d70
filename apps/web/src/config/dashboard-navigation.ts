import type { UserRole } from '@nestwise/shared';
import { dashboardLink, type NavLinkItem } from './navigation';
import { paths } from './paths';

/* The dashboard's own navigation, apart so it loads with the dashboard and not on public pages. */
const d = paths.dashboard;

/**
 * Dashboard sidebar as docs/product-guide.md lists it: the common links, then the role's. Messages
 * is not among them: the product guide fixes each role's sidebar, so the inbox is reached from the
 * top bar's messages link (with its unread count) and from a listing's "View conversation".
 */
export const SIDEBAR_COMMON: NavLinkItem[] = [dashboardLink(d.root), dashboardLink(d.profile)];

export const SIDEBAR_BY_ROLE: Record<UserRole, NavLinkItem[]> = {
  buyer: [
    { ...dashboardLink(d.myProperties), children: [dashboardLink(d.purchased)] },
    ...[d.savedProperties, d.documents].map(dashboardLink),
  ],
  agent: [d.myListings, d.propertyStatus, d.clients, d.appointments].map(dashboardLink),
  admin: [d.myListings, d.propertyStatus, d.propertyManagement, d.users].map(dashboardLink),
};

export function sidebarLinks(role: UserRole): NavLinkItem[] {
  return [...SIDEBAR_COMMON, ...SIDEBAR_BY_ROLE[role]];
}
