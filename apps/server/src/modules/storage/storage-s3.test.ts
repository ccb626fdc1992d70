import fs from 'node:fs';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createProperty } from '../../../test/storage-helpers';
import { S3ObjectStore } from './s3-object-store';

const BUCKET = 'nestwise-media';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;
let owner: TestUser;
let otherAgent: TestUser;
let propertyId: string;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    STORAGE_URL: `s3://${BUCKET}`,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  [owner, otherAgent] = await Promise.all([createUser(t.app, 'agent'), createUser(t.app, 'agent')]);
  propertyId = await createProperty(t.app, owner);
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3 object store (against s3rver)', () => {
  it('is the store the configuration names, and the local store routes are off', async () => {
    expect(t.app.context.objectStore).toBeInstanceOf(S3ObjectStore);
    const upload = await t.app.inject({ method: 'POST', url: '/storage/upload' });
    expect(upload.statusCode).toBe(404);
  });

  it('presigns a POST the bucket accepts, serves the object back and deletes it', async () => {
    const data = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/storage/presign',
      headers: owner.headers,
      payload: {
        propertyId,
        type: 'documents',
        fileName: 'Survey report.pdf',
        contentType: 'application/pdf',
        size: data.length,
      },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const signed = presign.json<{
      url: string;
      fields: Record<string, string>;
      key: string;
      fileUrl: string;
      expiresAt: string;
    }>();
    expect(signed.url).toBe(`${endpoint}/${BUCKET}`);
    expect(signed.key).toMatch(
      new RegExp(`^properties/${propertyId}/documents/\\d+_[0-9a-f]{12}_Survey_report.pdf$`),
    );
    expect(signed.fields).toMatchObject({ key: signed.key, 'Content-Type': 'application/pdf' });
    const names = Object.keys(signed.fields).map((name) => name.toLowerCase());
    for (const name of [
      'key',
      'content-type',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'policy',
      'x-amz-signature',
    ]) {
      expect(names).toContain(name);
    }
    const policy = JSON.parse(Buffer.from(signed.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: BUCKET },
        { key: signed.key },
        { 'Content-Type': 'application/pdf' },
        // S3 refuses a file of any other size than the one presign was told.
        ['content-length-range', data.length, data.length],
      ]),
    );
    expect(signed.fileUrl).toBe(`/files/${signed.key}`);
    const inBucket = `${endpoint}/${BUCKET}/${signed.key}`;

    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', new Blob([data], { type: 'application/pdf' }), 'Survey report.pdf');
    const upload = await fetch(signed.url, { method: 'POST', body: form });
    expect(upload.status).toBe(204);

    const stored = await fetch(inBucket);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(data)).toBe(true);
    expect(stored.headers.get('content-type')).toBe('application/pdf');

    // The app serves it from the bucket: same bytes, type, a document as an attachment, ranges.
    const served = await t.app.inject({ method: 'GET', url: signed.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(data)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="Survey_report.pdf"');
    expect(served.headers.etag).toBe(stored.headers.get('etag'));
    const range = await t.app.inject({
      method: 'GET',
      url: signed.fileUrl,
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(data.subarray(100, 200))).toBe(true);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/delete',
      headers: otherAgent.headers,
      payload: { key: signed.key },
    });
    expect(refused.statusCode).toBe(403);
    expect((await fetch(inBucket)).status).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/delete',
      headers: owner.headers,
      payload: { key: signed.key },
    });
    expect(removed.statusCode).toBe(204);
    expect((await fetch(inBucket)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: signed.fileUrl })).statusCode).toBe(404);

    // A missing object counts as deleted (the storage contract in packages/shared).
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/delete',
      headers: owner.headers,
      payload: { key: signed.key },
    });
    expect(again.statusCode).toBe(204);
    await expect(
      t.app.context.objectStore.deleteObject('properties/x/images/none.png'),
    ).resolves.toBeUndefined();
  });

  it('serves WebP derivatives made once from the bucket, and deletes them with the original', async () => {
    const data = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/storage/presign',
      headers: owner.headers,
      payload: {
        propertyId,
        type: 'images',
        fileName: 'garden.jpg',
        contentType: 'image/jpeg',
        size: data.length,
      },
    });
    const signed = presign.json<{
      url: string;
      fields: Record<string, string>;
      key: string;
      fileUrl: string;
    }>();
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', new Blob([data], { type: 'image/jpeg' }), 'garden.jpg');
    expect((await fetch(signed.url, { method: 'POST', body: form })).status).toBe(204);

    const store = t.app.context.objectStore as S3ObjectStore;
    for (const width of [400, 800]) {
      const response = await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    const original = await store.stat(signed.key);
    const cachedKey = `_derivatives/${signed.key}/${original!.etag.replace(/"/g, '')}-w400.webp`;
    const cached = await store.stat(cachedKey);
    expect(cached?.contentType).toBe('image/webp');
    const again = await t.app.inject({ method: 'GET', url: `${signed.fileUrl}?w=400` });
    expect(again.statusCode).toBe(200);
    expect((await store.stat(cachedKey))?.lastModified).toBe(cached!.lastModified);

    const direct = await t.app.inject({
      method: 'DELETE',
      url: `/storage/objects/${signed.key}`,
      headers: owner.headers,
    });
    expect(direct.statusCode).toBe(204);
    expect(await store.stat(signed.key)).toBeUndefined();
    expect(await store.stat(cachedKey)).toBeUndefined();
  });

  it('refuses a derivative, with no unhandled error, when reading the original fails midway', async () => {
    const store = t.app.context.objectStore as S3ObjectStore;
    const broken = Readable.from(
      (async function* () {
        yield Buffer.from('the first bytes of an image');
        throw new Error('connection to the bucket reset');
      })(),
    );
    const original = {
      key: `properties/${propertyId}/images/1_abc_cut.jpg`,
      contentType: 'image/jpeg',
      size: 1000,
      etag: '"cut"',
      lastModified: new Date(0).toISOString(),
      open: async () => broken,
    };
    await expect(store.derivative(original, 400)).rejects.toThrow('connection to the bucket reset');
    expect(await store.stat(`_derivatives/${original.key}/cut-w400.webp`)).toBeUndefined();
  });
});
