import type { TComplianceResponse, TProperty } from '@nestwise/shared';
import { checkCompliance } from '@nestwise/shared/operation-routes/check-compliance';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/stores/auth-slice';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { testStore } from '@/test/test-store';
import { ListingAiPanels } from './listing-ai-panels';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/* Only what the panels read; jsdom has no IntersectionObserver, so they mount at once. */
const house = {
  id: 'p-7',
  title: 'Brick bungalow near the park',
  description: 'A 1950s bungalow with a big yard.',
  status: 'for-sale',
  price: 412_000,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1_450,
  yearBuilt: 1952,
  location: {
    address: '12 Elm St',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    neighborhood: null,
    latitude: 30.25,
    longitude: -97.76,
  },
  images: [{ url: '/a.png' }, { url: '/b.png' }],
} as unknown as TProperty;

const checked: TComplianceResponse = {
  findings: [
    {
      rule: 'lead-paint',
      category: 'disclosure',
      severity: 'high',
      title: 'Built in 1952 (before 1978): lead-based paint disclosure required',
      source: '42 U.S.C. § 4852d',
      excerpt: null,
      suggestion: 'Give the buyer the Lead-Based Paint Disclosure form.',
    },
  ],
  summary: { high: 1, medium: 0, low: 0, info: 0, passed: false },
  rulesChecked: ['Lead-based paint disclosure'],
  notFlagged: [],
};

const agent: SessionUser = {
  id: 'u-agent',
  email: 'agent@demo.nestwise.dev',
  firstName: 'Avery',
  lastName: 'Agent',
  displayName: null,
  profilePicture: null,
  role: 'agent',
  status: 'Active',
};

describe('ListingAiPanels', () => {
  it('prefills the ROI simulator from the listing and checks the listing as published', async () => {
    server.use(answer(checkCompliance, checked));
    render(
      <Provider store={testStore()}>
        <MemoryRouter>
          <ListingAiPanels property={house} />
        </MemoryRouter>
      </Provider>,
    );

    const roi = screen.getByRole('region', { name: 'ROI Simulator' });
    expect(
      await within(roi).findByRole('spinbutton', { name: 'Purchase price' }, { timeout: 15_000 }),
    ).toHaveValue(412_000);
    // The panel keeps to the main inputs; the yearly table stays on the full tab.
    expect(within(roi).queryByRole('spinbutton', { name: 'Loan term' })).toBeNull();
    expect(within(roi).queryByRole('table', { name: 'Yearly operating table' })).toBeNull();
    expect(within(roi).getByTestId('roi-irr')).toHaveTextContent(/^-?\d+\.\d{2} %$/);
    expect(
      within(roi).getByRole('link', { name: 'Open in AI tools: ROI Simulator' }),
    ).toHaveAttribute('href', '/ai-tools?tab=roi&propertyId=p-7');

    const compliance = screen.getByRole('region', { name: 'Compliance Checker' });
    expect(
      await within(compliance).findByRole(
        'heading',
        // A visitor is told what was flagged; "Fix before publishing" is advice for the agent.
        { name: 'Flagged for the listing’s agent to review' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(compliance).getByRole('article')).toHaveTextContent('lead-based paint');
    const [sent] = requests();
    expect(sent?.path).toBe('/api/ai-tools/compliance');
    expect(sent?.body).toMatchObject({
      title: house.title,
      description: house.description,
      listingType: 'sale',
      propertyType: 'house',
      yearBuilt: 1952,
      price: 412_000,
      imagesCount: 2,
      latitude: 30.25,
    });
  });

  it('tells the listing’s own agent to fix before publishing', async () => {
    server.use(answer(checkCompliance, checked));
    render(
      <Provider store={testStore({ ...agent, id: 'u-agent-7' })}>
        <MemoryRouter>
          <ListingAiPanels property={{ ...house, agentId: 'u-agent-7' }} />
        </MemoryRouter>
      </Provider>,
    );
    const compliance = screen.getByRole('region', { name: 'Compliance Checker' });
    expect(
      await within(compliance).findByRole(
        'heading',
        { name: 'Fix before publishing' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('a rental prefills the monthly rent, and a failed check can be retried', async () => {
    server.use(on(checkCompliance, () => apiError(500, 'internal', 'Try later.')));
    render(
      <Provider store={testStore()}>
        <MemoryRouter>
          <ListingAiPanels property={{ ...house, status: 'for-rent', price: 2_300 }} />
        </MemoryRouter>
      </Provider>,
    );
    const roi = screen.getByRole('region', { name: 'ROI Simulator' });
    expect(
      await within(roi).findByRole('spinbutton', { name: 'Monthly rent' }, { timeout: 15_000 }),
    ).toHaveValue(2_300);
    const compliance = screen.getByRole('region', { name: 'Compliance Checker' });
    expect(
      await within(compliance).findByRole('button', { name: 'Check again' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(within(compliance).getByRole('alert')).toHaveTextContent('Try later.');
    await userEvent.click(within(compliance).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(requests(checkCompliance)).toHaveLength(2));
    expect(requests(checkCompliance)[0]?.body).toMatchObject({ listingType: 'rent' });
  });
});
