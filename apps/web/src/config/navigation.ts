import type { UserRole } from '@nestwise/shared';
import { paths } from './paths';

export interface NavLinkItem {
  label: string;
  to: string;
  children?: NavLinkItem[];
}

/** Top navigation links. */
export const TOP_NAV_LINKS: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Properties', to: paths.properties },
  { label: 'Subscription', to: paths.subscription },
  { label: 'Dashboard', to: paths.dashboard.root },
];

const d = paths.dashboard;

/**
 * Breadcrumb labels of dashboard path segments; others are title-cased. The user menu and the
 * sidebar label their links from here too, so a page has one name wherever it is linked.
 */
export const SEGMENT_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  users: 'Users',
  'property-management': 'Property Management',
  'add-property': 'Add Property',
  'my-properties': 'My Properties',
  purchased: 'Purchased',
  'saved-properties': 'Saved Properties',
  documents: 'Documents',
  clients: 'Clients',
  appointments: 'Appointments',
  'ai-tools': 'AI Tools',
  'digital-twin': 'Digital Twin',
  profile: 'Profile',
  'my-listings': 'My Listings',
  'property-status': 'Property Status',
  settings: 'Settings',
  reports: 'Reports',
  'saved-searches': 'Saved Searches',
};

/** A dashboard page's link, labelled as its breadcrumb is. */
export function dashboardLink(to: string): NavLinkItem {
  const segment = to.slice(to.lastIndexOf('/') + 1);
  return { label: SEGMENT_LABELS[segment] ?? segment, to };
}

/** User menu (it differs from the sidebar). */
export const USER_MENU_BY_ROLE: Record<UserRole, NavLinkItem[]> = {
  buyer: [d.myProperties, d.savedSearches, d.documents].map(dashboardLink),
  agent: [d.myListings, d.clients, d.appointments].map(dashboardLink),
  admin: [d.users, d.settings, d.reports].map(dashboardLink),
};

export const ROLE_LABELS: Record<UserRole, string> = {
  buyer: 'Buyer',
  agent: 'Agent',
  admin: 'Admin',
};
