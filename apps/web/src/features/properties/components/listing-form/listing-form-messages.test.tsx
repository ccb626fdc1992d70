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

function setup(property?: TProperty) {
  const api = {
    create: vi.fn(async () => storedListing),
    update: vi.fn(async () => storedListing),
  } satisfies ListingWriteApi;
  render(
    <ListingForm
      property={property}
      api={api}
      uploads={fakeUploadClient().client}
      onSaved={vi.fn()}
    />,
  );
  return { api, user: userEvent.setup() };
}

const save = (name: string) => screen.getByRole('button', { name });

describe('ListingForm messages (react-hook-form with the shared create schema)', () => {
  it("drops a field's message once it is edited, and checks it again on the next submit", async () => {
    const { api, user } = setup();
    await user.click(save('Save listing'));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Property title is required');

    await user.type(title, ' ');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('6 fields need your attention.')).toBeInTheDocument();

    await user.click(save('Save listing'));
    // Blank text is still missing text: the same spec message comes back, and nothing is sent.
    expect(title).toHaveAccessibleDescription('Property title is required');
    expect(screen.getByText('7 fields need your attention.')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('gives an optional field its plain sentence, never zod wording, and saves nothing', async () => {
    const { api, user } = setup(storedListing);
    const year = screen.getByLabelText('Year built');
    await user.clear(year);
    await user.type(year, '1200');
    const zip = screen.getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '1'.repeat(21));
    await user.click(save('Save changes'));

    expect(zip).toHaveAccessibleDescription('ZIP code must be at most 20 characters');
    expect(year).toHaveAccessibleDescription('Year built must be a year between 1500 and 2200');
    expect(screen.getByText('2 fields need your attention.')).toBeInTheDocument();
    expect(zip).toHaveFocus();
    expect(api.update).not.toHaveBeenCalled();
  });
});
