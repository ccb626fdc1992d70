import type { TProperty } from '@nestwise/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import type { ListingWriteApi } from '../../api/listing-write-api';
import { ListingForm, type ListingSaved } from './listing-form';
import { fakeUploadClient, png, storedListing } from './listing-form.test-support';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  // jsdom has no object URLs; the form only shows them as previews.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function setup(property?: TProperty) {
  const uploads = fakeUploadClient();
  const created = { ...storedListing, id: 'new-1', images: [], approval: 'pending' as const };
  const api = {
    create: vi.fn(async () => created),
    update: vi.fn(async (_id: string, patch: object) => ({ ...created, ...patch }) as TProperty),
  } satisfies ListingWriteApi;
  const onSaved = vi.fn<(saved: ListingSaved) => void>();
  const user = userEvent.setup();
  render(<ListingForm property={property} api={api} uploads={uploads.client} onSaved={onSaved} />);
  return { ...uploads, api, onSaved, user };
}

const photos = () => screen.getByRole('list', { name: 'Photos' });
const photoNames = () =>
  within(photos())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[title]')?.getAttribute('title'));
const pickPhotos = (user: ReturnType<typeof userEvent.setup>, files: File[]) =>
  user.upload(screen.getByLabelText(/^Add photos/), files);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Sunny loft');
  await user.type(screen.getByLabelText('Price'), '350000');
  await user.selectOptions(screen.getByLabelText('Property type'), 'condo');
  await user.type(screen.getByLabelText('Address'), '5 Main St');
  await user.type(screen.getByLabelText('City'), 'Denver');
  await user.type(screen.getByLabelText('Bedrooms'), '2');
  await user.type(screen.getByLabelText('Bathrooms'), '1.5');
}

describe('ListingForm validation', () => {
  it('shows the spec messages next to each invalid field and focuses the first one', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: 'Save listing' }));

    const expected: Array<[string, string]> = [
      ['Title', 'Property title is required'],
      ['Price', 'Valid price is required'],
      ['Property type', 'Property type is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['Bedrooms', 'Valid number of bedrooms is required'],
      ['Bathrooms', 'Valid number of bathrooms is required'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('7 fields need your attention.')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('refuses a negative bedroom count and a zero price with their messages', async () => {
    const { user, api } = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '0');
    await user.clear(screen.getByLabelText('Bedrooms'));
    await user.type(screen.getByLabelText('Bedrooms'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));

    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Valid price is required');
    expect(screen.getByLabelText('Bedrooms')).toHaveAccessibleDescription(
      'Valid number of bedrooms is required',
    );
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Price')).toHaveFocus();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('shows the server refusal in an alert above the form', async () => {
    const { user, api } = setup();
    api.create.mockRejectedValueOnce(
      new ApiError(500, 'internal', 'Failed to create property: Internal Server Error'),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create property: Internal Server Error',
    );
  });
});

describe('ListingForm on a new listing', () => {
  it('creates the listing, uploads the photos under its id in order, then attaches them', async () => {
    const { user, api, upload, pending, onSaved } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('State'), 'CO');
    await user.type(screen.getByLabelText('Features'), 'pool{Enter}Roof deck,');
    await pickPhotos(user, [png('front.png'), png('kitchen.png')]);
    expect(within(photos()).getAllByText('Uploads when you save')).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(api.create).toHaveBeenCalledWith({
      title: 'Sunny loft',
      description: '',
      price: 350000,
      propertyType: 'condo',
      status: 'for-sale',
      location: {
        address: '5 Main St',
        city: 'Denver',
        state: 'CO',
        zip: null,
        neighborhood: null,
      },
      bedrooms: 2,
      bathrooms: 1.5,
      squareFeet: null,
      lotSize: null,
      yearBuilt: null,
      features: ['pool', 'roof-deck'],
    });
    expect(pending.map((p) => [p.file.name, p.request.propertyId, p.request.type])).toEqual([
      ['front.png', 'new-1', 'images'],
      ['kitchen.png', 'new-1', 'images'],
    ]);

    act(() => pending[0]!.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled();

    act(() => pending[1]!.finish());
    act(() => pending[0]!.finish());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('new-1', {
      images: [
        {
          key: 'properties/new-1/images/1_abc_front.png',
          url: '/files/properties/new-1/images/1_abc_front.png',
        },
        {
          key: 'properties/new-1/images/1_abc_kitchen.png',
          url: '/files/properties/new-1/images/1_abc_kitchen.png',
        },
      ],
      digitalTwin: { models: [], documents: [] },
      mediaUploaded: true,
    });
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ failedFiles: [], mediaError: null });
  });

  it('reorders photos by keyboard, marks the first as cover and drops removed ones', async () => {
    const { user } = setup();
    await pickPhotos(user, [png('a.png'), png('b.png'), png('c.png')]);
    expect(photoNames()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(within(photos()).getAllByRole('listitem')[0]).toHaveTextContent('Cover');

    const moveDownA = screen.getByRole('button', { name: 'Move down a.png' });
    moveDownA.focus();
    await user.keyboard('{Enter}');
    expect(photoNames()).toEqual(['b.png', 'a.png', 'c.png']);
    expect(screen.getByRole('button', { name: 'Move down a.png' })).toHaveFocus();
    expect(within(photos()).getAllByRole('listitem')[0]).toHaveTextContent('Cover');
    expect(within(photos()).getAllByRole('listitem')[0]).toHaveTextContent('b.png');
    expect(screen.getByText('a.png moved to position 2 of 3')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(photoNames()).toEqual(['b.png', 'c.png', 'a.png']);
    // At the end, Move down is disabled and focus goes to Move up.
    expect(screen.getByRole('button', { name: 'Move down a.png' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up a.png' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move up b.png' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(photoNames()).toEqual(['c.png', 'a.png']);
    expect(within(photos()).getAllByRole('listitem')[0]).toHaveTextContent('Cover');
  });

  it('takes dropped files, names refused ones next to them and never uploads those', async () => {
    const { user, upload } = setup();
    const modelZone = screen.getByText(/^Add 3D models/).closest('label')!;
    fireEvent.drop(modelZone, {
      dataTransfer: {
        files: [
          new File(['x'], 'plan.pdf', { type: 'application/pdf' }),
          new File(['glTF'], 'house.glb', { type: '' }),
        ],
      },
    });
    const models = screen.getByRole('list', { name: '3D models' });
    expect(within(models).getByText('3D models must be GLB or glTF files.')).toBeInTheDocument();
    expect(within(models).getByText('house.glb')).toBeInTheDocument();
    await pickPhotos(user, [new File([], 'empty.png', { type: 'image/png' })]);
    expect(within(photos()).getByText('File is empty')).toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![1]).toMatchObject({ propertyId: 'new-1', type: 'models' });
  });
});

describe('ListingForm on an existing listing', () => {
  it('sends only the changed fields', async () => {
    const { user, api, onSaved } = setup(storedListing);
    expect(screen.getByLabelText('Title')).toHaveValue('Brick bungalow');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Brick bungalow with garden');
    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '78705');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('p-1', {
      title: 'Brick bungalow with garden',
      location: { zip: '78705' },
    });
  });

  it('saves nothing when nothing changed', async () => {
    const { user, api, onSaved } = setup(storedListing);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0].unchanged).toBe(true);
    expect(api.update).not.toHaveBeenCalled();
  });

  it('uploads a picked photo at once, blocks saving meanwhile, and can cancel it', async () => {
    const { user, pending, deleteFile } = setup(storedListing);
    await pickPhotos(user, [png('garden.png'), png('porch.png')]);
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]!.request.propertyId).toBe('p-1');
    act(() => pending[0]!.progress(10));
    act(() => pending[1]!.progress(75));
    expect(screen.getByRole('progressbar', { name: 'Uploading garden.png' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading porch.png' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel porch.png' }));
    expect(photoNames()).toEqual(['front.png', 'back.png', 'garden.png']);
    act(() => pending[0]!.finish());
    expect(await within(photos()).findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();

    // Uploaded in this visit and removed before saving: deleted from storage at once.
    await user.click(screen.getByRole('button', { name: 'Remove garden.png' }));
    expect(deleteFile).toHaveBeenCalledWith('properties/p-1/images/1_abc_garden.png');
  });

  it('shows a failed upload with the spec text and retries it', async () => {
    const { user, pending } = setup(storedListing);
    await pickPhotos(user, [png('attic.png')]);
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.fail('Upload failed with status: 500'));
    expect(await within(photos()).findByText('Upload failed with status: 500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry attic.png' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.file.name).toBe('attic.png');
    act(() => pending[1]!.finish());
    expect(await within(photos()).findByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByText('Upload failed with status: 500')).not.toBeInTheDocument();
  });

  it('removes and reorders stored photos, deleting the dropped file only after the save', async () => {
    const { user, api, deleteFile, onSaved } = setup(storedListing);
    await user.click(screen.getByRole('button', { name: 'Move up back.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(deleteFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.update).toHaveBeenCalledWith('p-1', {
      images: [{ key: storedListing.images[1]!.key, url: storedListing.images[1]!.url }],
    });
    expect(deleteFile).toHaveBeenCalledWith(storedListing.images[0]!.key);
  });

  it('deletes uploads that were never saved when the form is left', async () => {
    const uploads = fakeUploadClient();
    const view = render(
      <ListingForm
        property={storedListing}
        api={{ create: vi.fn(), update: vi.fn() }}
        uploads={uploads.client}
        onSaved={() => undefined}
      />,
    );
    await userEvent.upload(screen.getByLabelText(/^Add documents/), [
      new File(['%PDF'], 'survey.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(uploads.pending).toHaveLength(1));
    expect(uploads.pending[0]!.request.type).toBe('documents');
    act(() => uploads.pending[0]!.finish());
    expect(await screen.findByText('Uploaded · PDF')).toBeInTheDocument();
    view.unmount();
    expect(uploads.deleteFile).toHaveBeenCalledWith('properties/p-1/documents/1_abc_survey.pdf');
  });
});
