import { randomBytes } from 'node:crypto';
import type { App } from '../src/app';
import type { TestUser } from './test-app';

/** A browser's multipart form: the signed fields first, then the file (as S3 requires). */
export function multipartBody(
  fields: Record<string, string>,
  file?: { data: Buffer; fileName?: string; contentType?: string; fieldName?: string },
) {
  const boundary = `----nestwise${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.fileName ?? 'upload.bin'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let propertyCounter = 0;

/** A listing owned by this agent, created through the listings API. */
export async function createProperty(app: App, agent: TestUser): Promise<string> {
  propertyCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: agent.headers,
    payload: {
      title: `Storage test home ${propertyCounter}`,
      price: 350000,
      propertyType: 'house',
      status: 'for-sale',
      location: { address: `${propertyCounter} Main Street`, city: 'Austin', state: 'TX' },
      bedrooms: 3,
      bathrooms: 2,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create property failed: ${response.body}`);
  return response.json<{ id: string }>().id;
}
