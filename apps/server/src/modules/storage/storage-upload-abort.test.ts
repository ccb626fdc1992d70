import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createProperty, multipartBody } from '../../../test/storage-helpers';

let t: TestApp;
let owner: TestUser;
let propertyId: string;
let origin: URL;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, 'agent');
  propertyId = await createProperty(t.app, owner);
  origin = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => t?.close());

async function signedFields(size = 64): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/storage/presign',
    headers: owner.headers,
    payload: { propertyId, type: 'images', fileName: 'a.png', contentType: 'image/png', size },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ fields: Record<string, string> }>().fields;
}

/**
 * Sends a multipart body that stops before its closing boundary, over a real socket, and reads
 * the status line the server answers with (or '' when it closes without answering).
 */
async function sendTruncated(payload: Buffer, contentType: string): Promise<string> {
  const socket = net.connect(Number(origin.port), origin.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST /storage/upload HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${payload.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.end(payload);
  await closed;
  return answer.split('\r\n')[0] ?? '';
}

/** The body up to (not including) its closing boundary, and a little of the last part cut off. */
function truncated(body: ReturnType<typeof multipartBody>, cut = 0) {
  const closing = body.payload.lastIndexOf(Buffer.from('\r\n--'));
  return body.payload.subarray(0, closing - cut);
}

async function healthy() {
  const response = await fetch(new URL('/api/health', origin));
  return response.status;
}

describe('POST /storage/upload with a body that ends before its closing boundary', () => {
  it('answers 4xx and keeps serving, whatever the form held', async () => {
    const fields = await signedFields();
    const badSignature = { ...fields, 'x-amz-signature': '0'.repeat(64) };
    const file = { data: Buffer.alloc(64, 1), contentType: 'image/png' };
    const cases: Array<[string, ReturnType<typeof multipartBody>, number]> = [
      ['no fields at all', multipartBody({}), 0],
      ['only the signed fields', multipartBody(fields), 10],
      ['a bad signature, then the file', multipartBody(badSignature, file), 10],
      ['a valid form whose file is cut short', multipartBody(fields, file), 10],
      ['a file field not named file', multipartBody(fields, { ...file, fieldName: 'photo' }), 10],
      ['no signed fields, then the file', multipartBody({}, file), 10],
    ];
    for (const [label, body, cut] of cases) {
      const status = await sendTruncated(truncated(body, cut), body.headers['content-type']);
      expect(status, label).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(await healthy(), label).toBe(200);
    }
  });
});
