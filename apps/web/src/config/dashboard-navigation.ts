import type { UserRole } from '@nestwise/shared';
import { dashboardLink, type NavLinkItem } from './navigation';
import { paths } from './paths';

/* The dashboard's own navigation, apart so it loads with the dashboard and not on public pages. */
const d = paths.dashboard;

/**
 * Dashboard sidebar of spec §2: the common links, then the role's. Messages (issue #28) is every
 * role's: buyers and agents both write in conversations.
 */
export const SIDEBAR_COMMON: NavLinkItem[] = [
  dashboardLink(d.root),
  { label: 'Messages', to: d.messages },
  dashboardLink(d.profile),
];

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
