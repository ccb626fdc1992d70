import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadError, type UploadClient, type UploadRequest } from './upload-client';
import { useFileUpload } from './use-file-upload';

/** A client whose upload the test drives: progress, success, failure, abort. */
function controllableClient() {
  let current: {
    request: UploadRequest;
    resolve: () => void;
    reject: (error: Error) => void;
  } | null = null;
  const client = {
    validate: () => null,
    deleteFile: async () => undefined,
    upload: (_file: Blob | null | undefined, request: UploadRequest) =>
      new Promise((resolve, reject) => {
        request.signal?.addEventListener('abort', () =>
          reject(new UploadError('aborted', 'Upload was aborted')),
        );
        current = {
          request,
          resolve: () =>
            resolve({
              key: 'k',
              url: '/files/k',
              contentType: 'image/png',
              size: 1,
              name: 'a.png',
            }),
          reject,
        };
      }),
  } as unknown as UploadClient;
  return { client, current: () => current! };
}

function Probe({ client }: { client: UploadClient }) {
  const upload = useFileUpload(client);
  return (
    <div>
      <span data-testid="status">{upload.status}</span>
      <progress data-testid="progress" value={upload.progress} max={100} />
      <span data-testid="error">{upload.error ?? ''}</span>
      <button
        onClick={() => void upload.upload(new Blob(['x']), { propertyId: 'p1', type: 'images' })}
      >
        start
      </button>
      <button onClick={upload.abort}>abort</button>
    </div>
  );
}

describe('useFileUpload', () => {
  it('shows progress and the finished upload', async () => {
    const { client, current } = controllableClient();
    render(<Probe client={client} />);
    await act(async () => screen.getByText('start').click());
    expect(screen.getByTestId('status').textContent).toBe('uploading');
    await act(async () => current().request.onProgress?.({ loaded: 40, total: 100, percent: 40 }));
    expect(screen.getByTestId('progress').getAttribute('value')).toBe('40');
    await act(async () => current().resolve());
    expect(screen.getByTestId('status').textContent).toBe('done');
    expect(screen.getByTestId('progress').getAttribute('value')).toBe('100');
  });

  it("can be aborted, and says 'Upload was aborted'", async () => {
    const { client } = controllableClient();
    render(<Probe client={client} />);
    await act(async () => screen.getByText('start').click());
    await act(async () => screen.getByText('abort').click());
    expect(screen.getByTestId('status').textContent).toBe('aborted');
    expect(screen.getByTestId('error').textContent).toBe('Upload was aborted');
  });

  it('shows the error of a failed upload', async () => {
    const { client, current } = controllableClient();
    render(<Probe client={client} />);
    await act(async () => screen.getByText('start').click());
    await act(async () =>
      current().reject(new UploadError('status', 'Upload failed with status: 500', 500)),
    );
    expect(screen.getByTestId('status').textContent).toBe('error');
    expect(screen.getByTestId('error').textContent).toBe('Upload failed with status: 500');
  });
});
