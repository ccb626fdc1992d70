import path from 'node:path';
import { build } from 'esbuild';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The upload client (apps/web/src/lib/upload) in real Chromium against the real server: progress
 * while the file goes up, abort, and the file served back. The listing forms are not built yet, so
 * the client is bundled here and loaded into a page of the app's own origin: no test-only code ships.
 */

const CLIENT_PATH = '/__e2e__/upload-client.js';
const DEMO_AGENT = { email: 'agent@demo.nestwise.dev', password: 'Nestwise!2026' };

let bundle: string;

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [
      path.resolve(import.meta.dirname, '../../apps/web/src/lib/upload/upload-client.ts'),
    ],
    bundle: true,
    alias: { '@': path.resolve(import.meta.dirname, '../../apps/web/src') },
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
});

async function signInAgent(request: APIRequestContext): Promise<string> {
  const response = await request.post('/identity/v1/accounts:signInWithPassword', {
    data: { ...DEMO_AGENT, returnSecureToken: true },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function createListing(request: APIRequestContext, idToken: string): Promise<string> {
  const response = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${idToken}` },
    data: {
      title: 'Upload journey home',
      price: 420000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: '12 Upload Lane', city: 'Austin', state: 'TX' },
      bedrooms: 3,
      bathrooms: 2,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens the app, serves the bundled client under its origin and slows uploads down. */
async function openApp(page: Page, uploadBytesPerSecond: number) {
  await page.route(`**${CLIENT_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: bundle }),
  );
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: uploadBytesPerSecond,
  });
}

interface Outcome {
  percents: number[];
  error: string | null;
  key: string | null;
  fileUrl: string | null;
  identical: boolean | null;
  servedStatus: number | null;
}

test('an upload shows progress, then the file is served back byte-identical', async ({
  page,
  request,
}) => {
  const idToken = await signInAgent(request);
  const propertyId = await createListing(request, idToken);
  await openApp(page, 512 * 1024);

  const outcome = await page.evaluate(
    async ({ clientPath, idToken, propertyId }): Promise<Outcome> => {
      const { createUploadClient } = await import(clientPath);
      const bytes = new Uint8Array(1536 * 1024);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 256;
      const file = new File([bytes], 'Living room.png', { type: 'image/png' });
      // The client's /api calls take the session's token, as in the app (lib/http/api-client).
      localStorage.setItem('accessToken', idToken);
      const client = createUploadClient();
      const percents: number[] = [];
      const result = await client.upload(file, {
        propertyId,
        type: 'images',
        onProgress: (p: { percent: number }) => percents.push(p.percent),
      });
      const served = await fetch(result.url);
      const back = new Uint8Array(await served.arrayBuffer());
      const identical = back.length === bytes.length && back.every((b, i) => b === bytes[i]);
      return {
        percents,
        error: null,
        key: result.key,
        fileUrl: result.url,
        identical,
        servedStatus: served.status,
      };
    },
    { clientPath: CLIENT_PATH, idToken, propertyId },
  );

  expect(outcome.key).toMatch(
    new RegExp(`^properties/${propertyId}/images/\\d+_[0-9a-f]+_Living_room\\.png$`),
  );
  // Progress went up in steps while the file was sent, from 0 to 100.
  expect(outcome.percents[0]).toBe(0);
  expect(outcome.percents.at(-1)).toBe(100);
  const between = outcome.percents.filter((p) => p > 0 && p < 100);
  expect(between.length).toBeGreaterThanOrEqual(2);
  expect([...outcome.percents].sort((a, b) => a - b)).toEqual(outcome.percents);
  expect(outcome.servedStatus).toBe(200);
  expect(outcome.identical).toBe(true);
});

test('an upload can be aborted: the spec message, and nothing is stored', async ({
  page,
  request,
}) => {
  const idToken = await signInAgent(request);
  const propertyId = await createListing(request, idToken);
  await openApp(page, 256 * 1024);

  const outcome = await page.evaluate(
    async ({ clientPath, idToken, propertyId }): Promise<Outcome> => {
      const { createUploadClient } = await import(clientPath);
      let presigned: { key: string; fileUrl: string } | null = null;
      localStorage.setItem('accessToken', idToken);
      // Records the signed key, so the test can look for the object afterwards.
      const pageFetch = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await pageFetch(...args);
        if (String(args[0]).endsWith('/api/storage/presign')) {
          presigned = await response.clone().json();
        }
        return response;
      };
      const client = createUploadClient();
      const file = new File([new Uint8Array(4 * 1024 * 1024)], 'plan.png', { type: 'image/png' });
      const controller = new AbortController();
      const percents: number[] = [];
      let error: string | null = null;
      try {
        await client.upload(file, {
          propertyId,
          type: 'images',
          signal: controller.signal,
          onProgress: (p: { percent: number }) => {
            percents.push(p.percent);
            if (p.percent > 0) controller.abort();
          },
        });
      } catch (caught) {
        error = (caught as Error).message;
      }
      const found = presigned as { key: string; fileUrl: string } | null;
      const served = found ? await fetch(found.fileUrl) : null;
      return {
        percents,
        error,
        key: found?.key ?? null,
        fileUrl: found?.fileUrl ?? null,
        identical: null,
        servedStatus: served?.status ?? null,
      };
    },
    { clientPath: CLIENT_PATH, idToken, propertyId },
  );

  expect(outcome.error).toBe('Upload was aborted');
  expect(outcome.percents.some((p) => p > 0 && p < 100)).toBe(true);
  expect(outcome.percents).not.toContain(100);
  expect(outcome.key).not.toBeNull();
  expect(outcome.servedStatus).toBe(404);
});
