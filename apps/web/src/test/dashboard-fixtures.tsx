import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router';
import type { TProperty, UserRole } from '@nestwise/shared';
import type { SessionUser } from '@/stores/auth-slice';
import { testStore } from './test-store';

/** A listing as the API answers it; tests override what they exercise. */
export function aListing(overrides: Partial<TProperty> = {}): TProperty {
  return {
    id: 'p1',
    title: 'Garden cottage',
    description: '',
    price: 450_000,
    propertyType: 'house',
    status: 'for-sale',
    location: {
      address: '1 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: null,
      neighborhood: null,
      latitude: null,
      longitude: null,
    },
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: null,
    lotSize: null,
    yearBuilt: null,
    features: [],
    images: [],
    digitalTwin: { models: [], documents: [] },
    media: null,
    mediaUploaded: false,
    mediaUploadedAt: null,
    agentId: 'agent-1',
    agentName: 'Jordan Agent',
    agentEmail: 'agent@example.test',
    approval: 'pending',
    approvalUpdatedAt: null,
    approvalUpdatedBy: null,
    approvedAt: null,
    rejectionReason: null,
    isActive: true,
    statusUpdatedAt: null,
    statusUpdatedBy: null,
    buyerId: null,
    soldAt: null,
    rentedAt: null,
    viewCount: 12,
    lastViewedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const sessionUser = (role: UserRole, id = `${role}-1`): SessionUser => ({
  id,
  email: `${role}@example.test`,
  firstName: 'Sam',
  lastName: 'Tester',
  displayName: 'Sam Tester',
  profilePicture: null,
  role,
  status: 'Active',
});

export { testStore };

/** Renders a page inside a store with this signed-in user and a router. */
export function renderSignedIn(
  ui: ReactNode,
  user: SessionUser,
  path: InitialEntry = '/dashboard',
) {
  const store = testStore(user);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}
