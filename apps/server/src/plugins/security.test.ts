import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { storageBrowserOrigins } from './security';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('storageBrowserOrigins (CSP connect-src for direct uploads)', () => {
  it('allows nothing extra with the local blob store', () => {
    expect(storageBrowserOrigins(config({}))).toEqual([]);
  });

  it('allows the configured S3-compatible endpoint', () => {
    const origins = storageBrowserOrigins(
      config({ STORAGE_URL: 's3://media', S3_ENDPOINT: 'http://127.0.0.1:9000/' }),
    );
    expect(origins).toEqual(['http://127.0.0.1:9000']);
  });

  it("allows AWS's hosts for the bucket when no endpoint is given", () => {
    const origins = storageBrowserOrigins(
      config({ STORAGE_URL: 's3://nestwise-media', S3_REGION: 'eu-west-1' }),
    );
    expect(origins).toEqual([
      'https://s3.eu-west-1.amazonaws.com',
      'https://nestwise-media.s3.eu-west-1.amazonaws.com',
    ]);
  });

  it('allows the virtual-hosted bucket host when path style is off', () => {
    const origins = storageBrowserOrigins(
      config({
        STORAGE_URL: 's3://media',
        S3_ENDPOINT: 'https://storage.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    );
    expect(origins).toEqual(['https://storage.example.com', 'https://media.storage.example.com']);
  });
});
