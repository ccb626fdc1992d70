import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import { uploadSalesCsv, type UploadProgress } from './upload-sales-csv';

const session = vi.hoisted(() => ({
  getIdToken: vi.fn(async (options?: { force?: boolean }) =>
    options?.force ? 'fresh-token' : 'id-token',
  ),
  endSession: vi.fn(),
}));
vi.mock('@/lib/session', () => session);

/** An XMLHttpRequest double: records what is sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['city,state\n'], 'sales.csv', { type: 'text/csv' });
const sent = async () => {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last!;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('uploadSalesCsv', () => {
  it('posts the file as a form with the token, reports progress, answers the report', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: UploadProgress[] = [];
    const result = uploadSalesCsv(file, { onProgress: (p) => progress.push(p) });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/market/sales/import');
    expect(xhr.headers.Authorization).toBe('Bearer id-token');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    expect(progress.map((p) => p.percent)).toEqual([25, 100]);
    const report = { rows: 1, inserted: 1, duplicates: 0, rejected: [], rejectedCount: 0 };
    xhr.answer(200, report);
    await expect(result).resolves.toEqual(report);
  });

  it('rejects with the server’s code and message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadSalesCsv(file);
    (await sent()).answer(400, {
      error: { code: 'bad-request', message: 'The file is missing columns: price' },
    });
    await expect(result).rejects.toEqual(
      new ApiError(400, 'bad-request', 'The file is missing columns: price'),
    );
  });

  it('refreshes a refused token once and sends the file again, as every /api call does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadSalesCsv(file);
    const first = await sent();
    expect(first.headers.Authorization).toBe('Bearer id-token');
    FakeXhr.last = undefined;
    first.answer(401, { error: { code: 'auth/id-token-expired', message: 'Expired' } });
    const second = await sent();
    expect(second).not.toBe(first);
    expect(second.headers.Authorization).toBe('Bearer fresh-token');
    const report = { rows: 1, inserted: 1, duplicates: 0, rejected: [], rejectedCount: 0 };
    second.answer(200, report);
    await expect(result).resolves.toEqual(report);
    expect(session.endSession).not.toHaveBeenCalled();
  });

  it('aborts the request when the signal fires', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const result = uploadSalesCsv(file, { signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ code: 'aborted' });
  });
});
