import type { TDigitalTwin, TProperty } from '@nestwise/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import type { UploadClient, UploadRequest } from '@/lib/upload';
import { useTwinEditor } from './use-twin-editor';

/** The server's PATCH of the twin: the mutation's trigger answers what this answers. */
const save = vi.hoisted(() => vi.fn<(id: string, twin: TDigitalTwin) => Promise<TProperty>>());
vi.mock('../api/save-digital-twin', () => ({
  useSaveDigitalTwin: () => [
    ({ id, digitalTwin }: { id: string; digitalTwin: TDigitalTwin }) => ({
      unwrap: () => save(id, digitalTwin),
    }),
  ],
}));
vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const listing = (digitalTwin: TDigitalTwin) =>
  ({ id: 'p1', digitalTwin, approval: 'pending' }) as unknown as TProperty;

/** Uploads finish when the test says so, reporting progress on the way. */
function fakeClient() {
  const pending = new Map<string, (ok: boolean) => void>();
  const deleted: string[] = [];
  const client = {
    validate: () => null,
    deleteFile: vi.fn(async (key: string) => void deleted.push(key)),
    upload: (file: File, request: UploadRequest) =>
      new Promise((resolve, reject) => {
        request.onProgress?.({ loaded: 1, total: 2, percent: 50 });
        pending.set(file.name, (ok) =>
          ok
            ? resolve({
                key: `properties/p1/${request.type}/1_a_${file.name}`,
                url: `/files/properties/p1/${request.type}/1_a_${file.name}`,
                contentType: 'x',
                size: 1,
                name: file.name,
              })
            : reject(new Error('Upload failed with status: 500')),
        );
      }),
  } as unknown as UploadClient;
  return { client, finish: (name: string, ok = true) => pending.get(name)!(ok), deleted };
}

const file = (name: string) => new File(['x'], name);

describe('useTwinEditor', () => {
  beforeEach(() => {
    save.mockReset();
    save.mockImplementation(async (_id, twin) => listing(twin));
  });

  it('uploads each file with its own progress and saves both, one save after the other', async () => {
    const { client, finish } = fakeClient();
    const onSaved = vi.fn();
    const { result } = renderHook(() =>
      useTwinEditor(listing({ models: [], documents: [] }), onSaved, client),
    );
    act(() => result.current.addFiles([file('house.glb'), file('plan.pdf')], 'documents'));
    await waitFor(() => expect(result.current.uploads.map((u) => u.percent)).toEqual([50, 50]));
    await act(async () => {
      finish('plan.pdf');
      finish('house.glb');
    });
    await waitFor(() =>
      expect(result.current.uploads.every((u) => u.status === 'done')).toBe(true),
    );
    expect(save).toHaveBeenCalledTimes(2);
    // The second save starts from what the first one saved: nothing is lost.
    expect(save.mock.calls[1]![1].documents.map((d) => d.name)).toEqual(['plan', 'house']);
    expect(save.mock.calls[1]![1].documents[0]).toEqual({
      s3Key: 'properties/p1/documents/1_a_plan.pdf',
      url: '/files/properties/p1/documents/1_a_plan.pdf',
      name: 'plan',
      format: 'pdf',
    });
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('shows an upload failure on its row and deletes a file the listing refused to save', async () => {
    const { client, finish, deleted } = fakeClient();
    save.mockRejectedValueOnce(new ApiError(403, 'forbidden', 'You may not change this listing.'));
    const { result } = renderHook(() =>
      useTwinEditor(listing({ models: [], documents: [] }), vi.fn(), client),
    );
    act(() => result.current.addFiles([file('a.glb'), file('b.glb')], 'models'));
    await act(async () => {
      finish('a.glb');
      finish('b.glb', false);
    });
    await waitFor(() =>
      expect(result.current.uploads.map((u) => [u.status, u.error])).toEqual([
        ['error', 'You may not change this listing.'],
        ['error', 'Upload failed with status: 500'],
      ]),
    );
    expect(deleted).toEqual(['properties/p1/models/1_a_a.glb']);
  });

  it('removes an item by saving the twin without it, then deletes its stored file', async () => {
    const { client, deleted } = fakeClient();
    const stored = { s3Key: 'properties/p1/documents/1_a_x.pdf', name: 'X', format: 'pdf' };
    const demo = { url: '/demo-media/document-1-inspection.pdf', name: 'Y', format: 'pdf' };
    const { result } = renderHook(() =>
      useTwinEditor(listing({ models: [], documents: [stored, demo] }), vi.fn(), client),
    );
    await act(() => result.current.remove(stored, 'documents'));
    expect(save).toHaveBeenCalledWith('p1', { models: [], documents: [demo] });
    expect(deleted).toEqual([stored.s3Key]);
    await act(() => result.current.remove(demo, 'documents'));
    expect(save).toHaveBeenLastCalledWith('p1', { models: [], documents: [] });
    expect(deleted).toEqual([stored.s3Key]);
  });
});
