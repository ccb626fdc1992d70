import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_UPLOAD_POLICY_TTL_SECONDS, UPLOAD_MAX_BYTES } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createProperty, multipartBody } from '../../../test/storage-helpers';
import { LocalObjectStore, isLocalObjectStore } from './local-object-store';

let t: TestApp;
let store: LocalObjectStore;
let owner: TestUser;
let otherAgent: TestUser;
let buyer: TestUser;
let admin: TestUser;
let propertyId: string;

const PNG_BYTES = async (width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  if (!isLocalObjectStore(t.app.context.objectStore)) throw new Error('expected the local store');
  store = t.app.context.objectStore;
  [owner, otherAgent, buyer, admin] = await Promise.all([
    createUser(t.app, 'agent'),
    createUser(t.app, 'agent'),
    createUser(t.app, 'buyer'),
    createUser(t.app, 'admin'),
  ]);
  propertyId = await createProperty(t.app, owner);
});

afterAll(async () => t?.close());

let address: Promise<string> | undefined;
/** The app on a real socket, for what inject cannot send (raw paths, dropped connections). */
const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

interface Presigned {
  url: string;
  fields: Record<string, string>;
  key: string;
  fileUrl: string;
  expiresAt: string;
}

async function presign(
  user: TestUser,
  body: Partial<{
    propertyId: string;
    type: string;
    fileName: string;
    contentType: string;
    size: number;
  }> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/presign',
    headers: user.headers,
    payload: {
      propertyId,
      type: 'images',
      fileName: 'front door.png',
      contentType: 'image/png',
      size: 1000,
      ...body,
    },
  });
}

async function presigned(user = owner, body: Parameters<typeof presign>[1] = {}) {
  const response = await presign(user, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Presigned>();
}

function post(fields: Record<string, string>, data: Buffer, contentType = 'image/png') {
  const { payload, headers } = multipartBody(fields, { data, contentType });
  return t.app.inject({ method: 'POST', url: '/storage/upload', payload, headers });
}

/** Every file the store holds (objects, sidecars, temp files), relative to its folder. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'storage');
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [path.relative(root, full)];
        })
      : [];
  return [...walk(path.join(root, 'objects')), ...walk(path.join(root, 'tmp'))];
}

async function expectRefused(
  response: Awaited<ReturnType<typeof post>>,
  status: number,
  code: string,
  before: string[],
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/xml');
  expect(response.body).toContain(`<Code>${code}</Code>`);
  expect(storedFiles()).toEqual(before);
}

describe('POST /api/storage/presign', () => {
  it('signs a POST policy for the owner: its fields, key shape, 1 hour, pinned conditions', async () => {
    const signed = await presigned(owner, { fileName: 'Front door (1).PNG', size: 2048 });
    expect(signed.url).toBe('/storage/upload');
    expect(Object.keys(signed.fields).sort()).toEqual(
      [
        'Content-Type',
        'key',
        'policy',
        'x-amz-algorithm',
        'x-amz-credential',
        'x-amz-date',
        'x-amz-signature',
      ].sort(),
    );
    expect(signed.key).toMatch(
      new RegExp(`^properties/${propertyId}/images/\\d{13}_[0-9a-f]{12}_Front_door_1_.PNG$`),
    );
    expect(signed.key.split('/')[3]!.split('_')[0]).toBe(String(t.clock.now().getTime()));
    expect(signed.fields.key).toBe(signed.key);
    expect(signed.fields['x-amz-algorithm']).toBe('AWS4-HMAC-SHA256');
    expect(signed.fields['x-amz-date']).toBe('20261121T120000Z');
    expect(signed.fields['x-amz-credential']).toMatch(/^[^/]+\/20261121\/[^/]+\/s3\/aws4_request$/);
    expect(signed.fileUrl).toBe(`/files/${signed.key}`);
    expect(new Date(signed.expiresAt).getTime() - t.clock.now().getTime()).toBe(
      SIGNED_UPLOAD_POLICY_TTL_SECONDS * 1000,
    );
    const policy = JSON.parse(Buffer.from(signed.fields.policy!, 'base64').toString('utf8'));
    expect(policy.expiration).toBe(signed.expiresAt);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: expect.any(String) },
        ['eq', '$key', signed.key],
        { 'Content-Type': 'image/png' },
        ['content-length-range', 2048, 2048],
      ]),
    );
  });

  it('lets an admin presign for any listing', async () => {
    await presigned(admin);
  });

  it('refuses callers who do not own the listing, and anonymous callers', async () => {
    expect((await presign(otherAgent)).statusCode).toBe(403);
    expect((await presign(buyer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/storage/presign',
      payload: { propertyId, type: 'images', fileName: 'a.png', contentType: 'image/png', size: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers Property not found for a listing that does not exist', async () => {
    const response = await presign(admin, { propertyId: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Property not found');
  });

  it('refuses empty files, files over the cap and types a folder does not take, with clear messages', async () => {
    const message = async (body: Parameters<typeof presign>[1]) => {
      const response = await presign(owner, body);
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { message: string } }>().error.message;
    };
    expect(await message({ size: 0 })).toBe('File is empty');
    expect(await message({ size: 150 * 1024 * 1024 })).toBe(
      'File size (150.00 MB) exceeds maximum allowed size (100 MB)',
    );
    expect(await message({ fileName: 'logo.svg', contentType: 'image/svg+xml' })).toBe(
      'Images must be JPEG, PNG, WebP or AVIF files.',
    );
    expect(await message({ fileName: 'page.html', contentType: 'text/html' })).toBe(
      'Images must be JPEG, PNG, WebP or AVIF files.',
    );
    expect(await message({ fileName: 'photo.png', contentType: 'image/jpeg' })).toBe(
      'Images must be JPEG, PNG, WebP or AVIF files.',
    );
    expect(await message({ type: 'models', fileName: 'house.obj', contentType: 'model/obj' })).toBe(
      '3D models must be GLB or glTF files.',
    );
    expect(
      await message({ type: 'documents', fileName: 'a.exe', contentType: 'application/pdf' }),
    ).toBe(
      'Documents must be PDF, Word (.docx), text (.txt) or image (JPEG, PNG, WebP, AVIF) files.',
    );
    expect(await message({ type: 'videos' })).toBe(
      'Upload type must be images, models or documents.',
    );
    await presigned(owner, {
      type: 'models',
      fileName: 'house.glb',
      contentType: 'model/gltf-binary',
    });
    await presigned(owner, {
      type: 'documents',
      fileName: 'deed.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await presigned(owner, { type: 'documents', fileName: 'plan.webp', contentType: 'image/webp' });
  });
  it('answers 400 for a content type named like an object member, never a 500', async () => {
    for (const contentType of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const response = await presign(owner, { fileName: 'a.png', contentType });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().error).toEqual({
        code: 'storage/unsupported-type',
        message: 'Images must be JPEG, PNG, WebP or AVIF files.',
      });
    }
  });
});

describe('POST /storage/upload (local blob store)', () => {
  it('stores a valid upload (204) and serves it back byte-identical with safe headers', async () => {
    const data = await PNG_BYTES();
    const signed = await presigned(owner, { size: data.length });
    const response = await post(signed.fields, data);
    expect(response.statusCode, response.body).toBe(204);

    const served = await t.app.inject({ method: 'GET', url: signed.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(data.length));
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(storedFiles().some((file) => file.includes('tmp'))).toBe(false);

    const notModified = await t.app.inject({
      method: 'GET',
      url: signed.fileUrl,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);

    const head = await t.app.inject({
      method: 'GET',
      url: signed.fileUrl,
      headers: { range: 'bytes=0-9' },
    });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-9/${data.length}`);
    expect(head.rawPayload.equals(data.subarray(0, 10))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: signed.fileUrl,
      headers: { range: 'bytes=-5' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(data.subarray(data.length - 5))).toBe(true);
    const open = await t.app.inject({
      method: 'GET',
      url: signed.fileUrl,
      headers: { range: 'bytes=10-' },
    });
    expect(open.rawPayload.equals(data.subarray(10))).toBe(true);
    const outside = await t.app.inject({
      method: 'GET',
      url: signed.fileUrl,
      headers: { range: `bytes=${data.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${data.length}`);
  });

  it('serves documents as attachments', async () => {
    const data = Buffer.from('%PDF-1.7\n% a tiny document\n');
    const signed = await presigned(owner, {
      type: 'documents',
      fileName: 'Title deed.pdf',
      contentType: 'application/pdf',
      size: data.length,
    });
    expect((await post(signed.fields, data, 'application/pdf')).statusCode).toBe(204);
    const served = await t.app.inject({ method: 'GET', url: signed.fileUrl });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="Title_deed.pdf"');
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('refuses a tampered policy and leaves nothing stored', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const policy = JSON.parse(Buffer.from(signed.fields.policy!, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.map((condition: unknown) =>
      Array.isArray(condition) && condition[0] === 'content-length-range'
        ? ['content-length-range', 1, 10 * UPLOAD_MAX_BYTES]
        : condition,
    );
    const tampered = Buffer.from(JSON.stringify(policy)).toString('base64');
    const response = await post({ ...signed.fields, policy: tampered }, await PNG_BYTES());
    await expectRefused(response, 403, 'AccessDenied', before);
  });

  it('refuses a tampered signature and leaves nothing stored', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const signature = signed.fields['x-amz-signature']!;
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    const response = await post(
      { ...signed.fields, 'x-amz-signature': flipped },
      await PNG_BYTES(),
    );
    await expectRefused(response, 403, 'AccessDenied', before);
  });

  it('refuses an expired policy and leaves nothing stored', async () => {
    const signed = await presigned();
    const before = storedFiles();
    t.clock.advance(SIGNED_UPLOAD_POLICY_TTL_SECONDS * 1000 + 1000);
    try {
      const response = await post(signed.fields, await PNG_BYTES());
      await expectRefused(response, 403, 'AccessDenied', before);
      expect(response.body).toContain('Policy expired');
    } finally {
      t.clock.set(new Date('2026-11-21T12:00:00.000Z'));
    }
  });

  it('refuses a different key and leaves nothing stored', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const other = signed.key.replace(/_([^_]+)$/, '_other.png');
    const response = await post({ ...signed.fields, key: other }, await PNG_BYTES());
    await expectRefused(response, 403, 'AccessDenied', before);
  });

  it('refuses a different content type and leaves nothing stored', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const response = await post(
      { ...signed.fields, 'Content-Type': 'text/html' },
      Buffer.from('<script>alert(1)</script>'),
      'text/html',
    );
    await expectRefused(response, 403, 'AccessDenied', before);
  });

  it('refuses fields the policy does not name', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const response = await post(
      { ...signed.fields, 'Content-Disposition': 'inline' },
      await PNG_BYTES(),
    );
    await expectRefused(response, 403, 'AccessDenied', before);
  });

  it('checks the real byte count against the policy: over the cap and empty are refused', async () => {
    // A policy with a small cap stands in for 100 MB of data; the check is the same.
    const key = `properties/${propertyId}/images/1_abc_small.png`;
    const small = await store.createPresignedPost({
      key,
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 16,
      now: t.clock.now(),
      expiresInSeconds: 60,
    });
    const before = storedFiles();
    await expectRefused(
      await post(small.fields, Buffer.alloc(17, 1)),
      400,
      'EntityTooLarge',
      before,
    );
    await expectRefused(await post(small.fields, Buffer.alloc(0)), 400, 'EntityTooSmall', before);
    const signed = await presigned();
    await expectRefused(await post(signed.fields, Buffer.alloc(0)), 400, 'EntityTooSmall', before);

    expect((await post(small.fields, Buffer.alloc(16, 7))).statusCode).toBe(204);
    const served = await t.app.inject({ method: 'GET', url: small.fileUrl });
    expect(served.rawPayload.equals(Buffer.alloc(16, 7))).toBe(true);
  });

  it('takes only a file of the size presign was told: one byte more or less is refused', async () => {
    const data = await PNG_BYTES();
    const signed = await presigned(owner, { size: data.length });
    const before = storedFiles();
    const larger = Buffer.concat([data, Buffer.from([0])]);
    await expectRefused(await post(signed.fields, larger), 400, 'EntityTooLarge', before);
    await expectRefused(
      await post(signed.fields, data.subarray(0, data.length - 1)),
      400,
      'EntityTooSmall',
      before,
    );
    expect((await post(signed.fields, data)).statusCode).toBe(204);
  });

  it('leaves nothing behind when the browser drops the connection mid-upload', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const address = await listening();
    const { hostname, port } = new URL(address);
    const { payload, headers } = multipartBody(signed.fields, {
      data: Buffer.alloc(256 * 1024, 3),
      contentType: 'image/png',
    });
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /storage/upload HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length - 64 * 1024));
    // The part already sent reached a temp file; dropping the connection must remove it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await vi.waitFor(() => expect(storedFiles()).toEqual(before), { timeout: 3000 });
  });

  it('clears temp files a stopped process left behind, on start', () => {
    const tmp = path.join(t.config.dataDir, 'storage', 'tmp');
    const stale = path.join(tmp, 'left-behind.part');
    const fresh = path.join(tmp, 'in-flight.part');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(stale, twoDaysAgo, twoDaysAgo);
    LocalObjectStore.open(t.config.dataDir);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });

  it('refuses a form without a file or that is not multipart', async () => {
    const signed = await presigned();
    const before = storedFiles();
    const { payload, headers } = multipartBody(signed.fields);
    const noFile = await t.app.inject({ method: 'POST', url: '/storage/upload', payload, headers });
    await expectRefused(noFile, 400, 'InvalidArgument', before);
    const json = await t.app.inject({
      method: 'POST',
      url: '/storage/upload',
      payload: signed.fields,
    });
    await expectRefused(json, 400, 'InvalidArgument', before);
  });

  it('refuses to store under a key that leaves the store, even when signed', async () => {
    const before = storedFiles();
    for (const key of ['../escape.png', 'properties/x/images/..%2f..%2fescape.png', 'a\\b.png']) {
      const signed = await store.createPresignedPost({
        key,
        contentType: 'image/png',
        minBytes: 1,
        maxBytes: 1000,
        now: t.clock.now(),
        expiresInSeconds: 60,
      });
      const response = await post(signed.fields, Buffer.from('x'));
      await expectRefused(response, 400, 'InvalidArgument', before);
    }
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage', 'escape.png'))).toBe(false);
  });
});

describe('GET /files/{key}', () => {
  it('refuses traversal, backslashes and control characters in keys', async () => {
    // Sent over a real socket: inject's URL parsing would resolve the dot segments itself.
    const address = await listening();
    const raw = (method: string, requestPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(address);
        const request = http.request(
          { hostname, port, path: requestPath, method, headers: admin.headers },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    for (const requestPath of [
      '/files/properties/../../keys/storage-signing-key',
      '/files/properties/%2E%2E/%2E%2E/keys/storage-signing-key',
      '/files/..%2Fkeys%2Fstorage-signing-key',
      '/files/properties/a/images/%5C..%5Cx.png',
      '/files/properties/a/images/x%00.png',
      '/files/properties/a/images/x%0A.png',
      '/files/.hidden',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const url =
          method === 'GET' ? requestPath : requestPath.replace('/files/', '/storage/objects/');
        const response = await raw(method, url);
        expect(response.status, `${method} ${url}`).toBe(400);
        expect(response.body).toContain('<Code>InvalidArgument</Code>');
      }
    }
    expect(fs.existsSync(path.join(t.config.dataDir, 'keys', 'storage-signing-key'))).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/files/properties/a/images/none.png',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<Code>NoSuchKey</Code>');
  });

  it('serves WebP derivatives of the asked width, made once and cached', async () => {
    const data = await PNG_BYTES(2000, 1000);
    const signed = await presigned(owner, { fileName: 'wide.png', size: data.length });
    expect((await post(signed.fields, data)).statusCode).toBe(204);

    for (const width of [400, 800, 1600]) {
      const response = await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
    }

    const derivatives = path.join(t.config.dataDir, 'storage', 'derivatives', signed.key);
    const files = fs.readdirSync(derivatives);
    expect(files).toHaveLength(3);
    const cached = path.join(
      derivatives,
      files.find((file) => file.endsWith('-w400.webp'))!,
    );
    const madeAt = fs.statSync(cached).mtimeMs;
    const again = await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=400` });
    expect(again.statusCode).toBe(200);
    expect(fs.statSync(cached).mtimeMs).toBe(madeAt);

    expect((await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=500` })).statusCode).toBe(
      400,
    );
  });

  it('answers 400 for an image that cannot be read, leaving no temp file', async () => {
    const data = Buffer.from('not really a png');
    const signed = await presigned(owner, { fileName: 'broken.png', size: data.length });
    expect((await post(signed.fields, data)).statusCode).toBe(204);
    const response = await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=400` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<Code>InvalidArgument</Code>');
    expect(storedFiles().some((file) => file.startsWith('tmp'))).toBe(false);
  });

  it('has no derivatives for documents', async () => {
    const data = Buffer.from('%PDF-1.7\n');
    const signed = await presigned(owner, {
      type: 'documents',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: data.length,
    });
    expect((await post(signed.fields, data, 'application/pdf')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=400` })).statusCode).toBe(
      400,
    );
  });
});

describe('deleting files', () => {
  async function uploaded() {
    const data = await PNG_BYTES();
    const signed = await presigned(owner, { size: data.length });
    expect((await post(signed.fields, data)).statusCode).toBe(204);
    return signed;
  }
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const deleteApi = (user: TestUser | undefined, key: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/files/delete',
      headers: user?.headers ?? {},
      payload: { key },
    });

  it('DELETE /api/files/delete: the owner and admins may, others may not; a missing file counts as deleted', async () => {
    const first = await uploaded();
    expect((await deleteApi(otherAgent, first.key)).statusCode).toBe(403);
    expect((await deleteApi(buyer, first.key)).statusCode).toBe(403);
    expect((await deleteApi(undefined, first.key)).statusCode).toBe(401);
    expect(await served(first.fileUrl)).toBe(200);

    expect((await deleteApi(owner, first.key)).statusCode).toBe(204);
    expect(await served(first.fileUrl)).toBe(404);
    expect((await deleteApi(owner, first.key)).statusCode).toBe(204);

    const second = await uploaded();
    await t.app.inject({ method: 'GET', url: `${second.fileUrl}?w=400` });
    expect((await deleteApi(admin, second.key)).statusCode).toBe(204);
    expect(await served(second.fileUrl)).toBe(404);
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage', 'derivatives', second.key))).toBe(
      false,
    );
  });

  it('DELETE /api/files/delete refuses keys outside a property or with traversal', async () => {
    for (const key of [
      `properties/${propertyId}/images/../../../keys/storage-signing-key`,
      'keys/storage-signing-key',
      `properties/${propertyId}/images/a\\b.png`,
    ]) {
      expect((await deleteApi(admin, key)).statusCode, key).toBe(400);
    }
    expect(fs.existsSync(path.join(t.config.dataDir, 'keys', 'storage-signing-key'))).toBe(true);
  });

  it('DELETE /storage/objects/{key} follows the same rule', async () => {
    const signed = await uploaded();
    const direct = (user: TestUser | undefined) =>
      t.app.inject({
        method: 'DELETE',
        url: `/storage/objects/${signed.key}`,
        headers: user?.headers ?? {},
      });
    expect((await direct(otherAgent)).statusCode).toBe(403);
    expect((await direct(undefined)).statusCode).toBe(401);
    expect(await served(signed.fileUrl)).toBe(200);
    expect((await direct(owner)).statusCode).toBe(204);
    expect(await served(signed.fileUrl)).toBe(404);
    expect((await direct(owner)).statusCode).toBe(204);
  });
});
