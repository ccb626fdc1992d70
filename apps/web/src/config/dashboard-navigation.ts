import type { UserRole } from '@nestwise/shared';
import type { NavLinkItem } from './navigation';
import { paths } from './paths';

/* The dashboard's own navigation, apart so it loads with the dashboard and not on public pages. */
const d = paths.dashboard;

/** Dashboard sidebar of spec §2: the common links, then the role's. */
export const SIDEBAR_COMMON: NavLinkItem[] = [
  { label: 'Dashboard', to: d.root },
  { label: 'Profile', to: d.profile },
];

export const SIDEBAR_BY_ROLE: Record<UserRole, NavLinkItem[]> = {
  buyer: [
    {
      label: 'My Properties',
      to: d.myProperties,
      children: [{ label: 'Purchased', to: d.purchased }],
    },
    { label: 'Saved Properties', to: d.savedProperties },
    { label: 'Documents', to: d.documents },
  ],
  agent: [
    { label: 'My Listings', to: d.myListings },
    { label: 'Property Status', to: d.propertyStatus },
    { label: 'Clients', to: d.clients },
    { label: 'Appointments', to: d.appointments },
  ],
  admin: [
    { label: 'My Listings', to: d.myListings },
    { label: 'Property Status', to: d.propertyStatus },
    { label: 'Property Management', to: d.propertyManagement },
    { label: 'Users', to: d.users },
  ],
};

export function sidebarLinks(role: UserRole): NavLinkItem[] {
  return [...SIDEBAR_COMMON, ...SIDEBAR_BY_ROLE[role]];
}

/** Breadcrumb labels of dashboard path segments; others are title-cased. */
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
