import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadClient, validateUploadFile, type UploadProgress } from './upload-client';

/** The browser edge, faked: records what was sent and lets the test drive progress and outcome. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const SIGNED = {
  url: '/storage/upload',
  fields: {
    key: 'properties/p1/images/1_abc_front.png',
    'Content-Type': 'image/png',
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': 'id/20261121/us-east-1/s3/aws4_request',
    'x-amz-date': '20261121T120000Z',
    policy: 'cG9saWN5',
    'x-amz-signature': 'abc',
  },
  key: 'properties/p1/images/1_abc_front.png',
  fileUrl: '/files/properties/p1/images/1_abc_front.png',
  expiresAt: '2026-11-21T13:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

vi.mock('@/lib/session', () => ({
  getIdToken: async (options?: { force?: boolean }) =>
    options?.force ? 'fresh-token' : 'id-token',
  endSession: vi.fn(),
}));
afterEach(() => vi.unstubAllGlobals());

/** The upload client over the app's one HTTP client, with fetch and XMLHttpRequest faked. */
function setup(fetchImpl?: typeof fetch) {
  FakeXhr.instances = [];
  const fetchMock = vi.fn(fetchImpl ?? (async () => json(200, SIGNED)));
  vi.stubGlobal('fetch', fetchMock);
  const client = createUploadClient({
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { client, fetchMock, xhr: () => FakeXhr.instances.at(-1)! };
}

/** Lets the presign call settle so the XHR exists. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const png = (size = 1000) => new File([new Uint8Array(size)], 'front.png', { type: 'image/png' });

describe('validateUploadFile', () => {
  it('names a missing, empty or oversized file with the spec texts', () => {
    expect(validateUploadFile(null)).toBe('No file provided');
    expect(validateUploadFile(undefined)).toBe('No file provided');
    expect(validateUploadFile(new File([], 'a.png'))).toBe('File is empty');
    expect(validateUploadFile({ size: 150 * 1024 * 1024 } as Blob)).toBe(
      'File size (150.00 MB) exceeds maximum allowed size (100 MB)',
    );
    expect(validateUploadFile({ size: 100 * 1024 * 1024 } as Blob)).toBeNull();
    expect(validateUploadFile(png(1.5 * 1024 * 1024), 1024 * 1024)).toBe(
      'File size (1.50 MB) exceeds maximum allowed size (1 MB)',
    );
  });
});

describe('upload', () => {
  it('refuses before any request when the file fails the checks', async () => {
    const { client, fetchMock } = setup();
    await expect(client.upload(null, { propertyId: 'p1', type: 'images' })).rejects.toMatchObject({
      kind: 'validation',
      message: 'No file provided',
    });
    await expect(
      client.upload(new File([], 'a.png'), { propertyId: 'p1', type: 'images' }),
    ).rejects.toThrow('File is empty');
    await expect(
      client.upload(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), {
        propertyId: 'p1',
        type: 'images',
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'Images must be JPEG, PNG, WebP or AVIF files.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('presigns, posts the signed fields then the file, reports progress and resolves', async () => {
    const { client, fetchMock, xhr } = setup();
    const progress: UploadProgress[] = [];
    const file = png(1000);
    const done = client.upload(file, {
      propertyId: 'p1',
      type: 'images',
      onProgress: (p) => progress.push(p),
    });
    await flush();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/storage/presign');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
    expect(JSON.parse(init?.body as string)).toEqual({
      propertyId: 'p1',
      type: 'images',
      fileName: 'front.png',
      contentType: 'image/png',
      size: 1000,
    });

    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/storage/upload');
    const names = [...request.body!.keys()];
    expect(names).toEqual([...Object.keys(SIGNED.fields), 'file']);
    expect(request.body!.get('policy')).toBe('cG9saWN5');
    const sent = request.body!.get('file') as File;
    expect(sent.name).toBe('front.png');
    expect(sent.size).toBe(1000);

    request.progress(250, 1000);
    request.progress(500, 1000);
    request.respond(204);
    await expect(done).resolves.toEqual({
      key: SIGNED.key,
      url: SIGNED.fileUrl,
      contentType: 'image/png',
      size: 1000,
      name: 'front.png',
    });
    expect(progress.map((p) => p.percent)).toEqual([0, 25, 50, 100]);
  });

  it('names the content type from the extension when the browser leaves it out (.glb)', async () => {
    const { client, fetchMock, xhr } = setup();
    const model = new File([new Uint8Array(10)], 'house.glb', { type: '' });
    const done = client.upload(model, { propertyId: 'p1', type: 'models' });
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string).contentType).toBe(
      'model/gltf-binary',
    );
    xhr().respond(204);
    await expect(done).resolves.toMatchObject({ contentType: 'model/gltf-binary' });
  });

  it("rejects with 'Upload failed with status: N' when the store refuses", async () => {
    const { client, xhr } = setup();
    const done = client.upload(png(), { propertyId: 'p1', type: 'images' });
    await flush();
    xhr().respond(403);
    await expect(done).rejects.toMatchObject({
      kind: 'status',
      status: 403,
      message: 'Upload failed with status: 403',
    });
  });

  it("rejects with 'Upload failed due to network error' when the connection fails", async () => {
    const { client, xhr } = setup();
    const done = client.upload(png(), { propertyId: 'p1', type: 'images' });
    await flush();
    xhr().onerror?.();
    await expect(done).rejects.toMatchObject({
      kind: 'network',
      message: 'Upload failed due to network error',
    });
  });

  it("can be aborted while sending: 'Upload was aborted'", async () => {
    const { client, xhr } = setup();
    const controller = new AbortController();
    const done = client.upload(png(), {
      propertyId: 'p1',
      type: 'images',
      signal: controller.signal,
    });
    await flush();
    xhr().progress(100, 1000);
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'aborted', message: 'Upload was aborted' });
    expect(xhr().aborted).toBe(true);
  });

  it('can be aborted before the file is sent', async () => {
    const { client } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          if (init?.signal?.aborted) reject(new DOMException('', 'AbortError'));
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const done = client.upload(png(), {
      propertyId: 'p1',
      type: 'images',
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toThrow('Upload was aborted');
    expect(FakeXhr.instances).toHaveLength(0);

    // Aborted while the presign is in flight.
    const later = new AbortController();
    const pending = client.upload(png(), {
      propertyId: 'p1',
      type: 'images',
      signal: later.signal,
    });
    await flush();
    later.abort();
    await expect(pending).rejects.toThrow('Upload was aborted');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("passes on the server's refusal of the presign, and network failures with the spec text", async () => {
    const refused = setup(async () =>
      json(403, {
        error: { code: 'forbidden', message: 'You do not have permission to do this.' },
      }),
    );
    await expect(
      refused.client.upload(png(), { propertyId: 'p1', type: 'images' }),
    ).rejects.toMatchObject({
      kind: 'presign',
      status: 403,
      message: 'You do not have permission to do this.',
    });
    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      offline.client.upload(png(), { propertyId: 'p1', type: 'images' }),
    ).rejects.toThrow('Upload failed due to network error');
  });
});

describe('the session', () => {
  it('refreshes a refused token once and asks for the signed POST again', async () => {
    const answers = [json(401, { error: { code: 'auth/id-token-expired', message: 'x' } })];
    const { client, fetchMock, xhr } = setup(async () => answers.shift() ?? json(200, SIGNED));
    const done = client.upload(png(), { propertyId: 'p1', type: 'images' });
    await flush();
    const tokens = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).Authorization,
    );
    expect(tokens).toEqual(['Bearer id-token', 'Bearer fresh-token']);
    xhr().respond(204);
    await expect(done).resolves.toMatchObject({ key: SIGNED.key });
  });
});

describe('deleteFile', () => {
  const KEY = 'properties/p1/images/1_abc_front door.png';

  it('deletes through DELETE /api/files/delete with the key', async () => {
    const { client, fetchMock } = setup(async () => new Response(null, { status: 204 }));
    await client.deleteFile(KEY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/files/delete');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(init?.body as string)).toEqual({ key: KEY });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer id-token');
  });

  it('counts a 404 as success', async () => {
    const { client, fetchMock } = setup(async () => new Response(null, { status: 404 }));
    await client.deleteFile(KEY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to a direct DELETE on the object when the API call fails', async () => {
    const { client, fetchMock } = setup(async (url) =>
      String(url) === '/api/files/delete'
        ? new Response(null, { status: 500 })
        : new Response(null, { status: 404 }),
    );
    await client.deleteFile(KEY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe(
      '/storage/objects/properties/p1/images/1_abc_front%20door.png',
    );
    expect(fetchMock.mock.calls[1]![1]?.method).toBe('DELETE');

    const offline = setup(async (url) => {
      if (String(url) === '/api/files/delete') throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    });
    await offline.client.deleteFile(KEY);
    expect(offline.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects when the direct DELETE fails too', async () => {
    const { client } = setup(async () => new Response(null, { status: 403 }));
    await expect(client.deleteFile(KEY)).rejects.toThrow('Delete failed with status: 403');
  });
});
