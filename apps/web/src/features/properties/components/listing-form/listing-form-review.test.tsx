import type { TProperty } from '@nestwise/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingWriteApi } from '../../api/listing-write-api';
import { ListingForm } from './listing-form';
import { fakeUploadClient, storedListing } from './listing-form.test-support';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function setup(warnReview: boolean) {
  const property = { ...storedListing, approval: 'approved' } as TProperty;
  const api = {
    create: vi.fn(async () => property),
    update: vi.fn(async () => property),
  } satisfies ListingWriteApi;
  render(
    <ListingForm
      property={property}
      api={api}
      uploads={fakeUploadClient().client}
      onSaved={vi.fn()}
      warnReview={warnReview}
    />,
  );
  return userEvent.setup();
}

const warning = () => screen.queryByText(/Saving sends this listing back to review/);

describe('ListingForm review warning (an approved listing edited by its agent)', () => {
  it('says nothing for a price change, and names the title and address once they change', async () => {
    const user = setup(true);
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '999000');
    expect(warning()).toBeNull();

    await user.type(screen.getByLabelText('Title'), ' renovated');
    expect(warning()).toHaveTextContent('You changed the title.');
    await user.type(screen.getByLabelText('Address'), ' Unit 2');
    expect(warning()).toHaveTextContent('You changed the title and address.');
  });

  it('is not shown when the edit keeps approval anyway (an admin, or a listing not approved)', async () => {
    const user = setup(false);
    await user.type(screen.getByLabelText('Title'), ' renovated');
    expect(warning()).toBeNull();
  });
});
