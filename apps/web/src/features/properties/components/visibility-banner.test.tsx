import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aListing } from '@/test/dashboard-fixtures';
import { HiddenBadge } from './hidden-badge';
import { VisibilityBanner } from './visibility-banner';

const banner = (overrides: Parameters<typeof aListing>[0]) =>
  render(
    <MemoryRouter>
      <VisibilityBanner property={aListing(overrides)} />
    </MemoryRouter>,
  );

describe('VisibilityBanner', () => {
  it('tells the owner a pending listing is not visible to the public yet', () => {
    banner({ approval: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not visible to the public yet. It is waiting for an administrator’s approval.',
    );
  });

  it('gives a rejected listing’s reason and a link to edit it', () => {
    banner({ approval: 'rejected', rejectionReason: 'Blurry photos' });
    expect(screen.getByRole('status')).toHaveTextContent('“Blurry photos”');
    expect(screen.getByRole('link', { name: 'Edit this listing' })).toHaveAttribute(
      'href',
      '/edit-property/p1',
    );
  });

  it('says nothing for an approved, active listing', () => {
    banner({ approval: 'approved', isActive: true });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('HiddenBadge', () => {
  it('marks pending, rejected and inactive listings as not public, and nothing else', () => {
    const { rerender } = render(<HiddenBadge approval="pending" isActive />);
    expect(screen.getByText('Pending approval · not public')).toBeInTheDocument();
    rerender(<HiddenBadge approval="rejected" isActive />);
    expect(screen.getByText('Rejected · not public')).toBeInTheDocument();
    rerender(<HiddenBadge approval="approved" isActive={false} />);
    expect(screen.getByText('Inactive · not public')).toBeInTheDocument();
    rerender(<HiddenBadge approval="approved" isActive />);
    expect(screen.queryByText(/not public/)).toBeNull();
  });
});
