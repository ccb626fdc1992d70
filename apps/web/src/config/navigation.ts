import type { UserRole } from '@nestwise/shared';
import { paths } from './paths';

export interface NavLinkItem {
  label: string;
  to: string;
  children?: NavLinkItem[];
}

/** Top navigation links of spec §2. */
export const TOP_NAV_LINKS: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Properties', to: paths.properties },
  { label: 'Subscription', to: paths.subscription },
  { label: 'Dashboard', to: paths.dashboard.root },
];

const d = paths.dashboard;

/** User menu of spec §2 (it differs from the sidebar). */
export const USER_MENU_BY_ROLE: Record<UserRole, NavLinkItem[]> = {
  buyer: [
    { label: 'My Properties', to: d.myProperties },
    { label: 'Saved Searches', to: d.savedSearches },
    { label: 'Documents', to: d.documents },
  ],
  agent: [
    { label: 'My Listings', to: d.myListings },
    { label: 'Clients', to: d.clients },
    { label: 'Appointments', to: d.appointments },
  ],
  admin: [
    { label: 'Users', to: d.users },
    { label: 'Settings', to: d.settings },
    { label: 'Reports', to: d.reports },
  ],
};

export const ROLE_LABELS: Record<UserRole, string> = {
  buyer: 'Buyer',
  agent: 'Agent',
  admin: 'Admin',
};
