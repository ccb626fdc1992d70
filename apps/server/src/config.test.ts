import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults (README configuration table)', () => {
  const config = loadConfig({});

  it('serves on 0.0.0.0:3000 with its public address derived from the port', () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('keeps data in ./data on the embedded database and local files', () => {
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storageUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('has the documented mail, seeding, logging and identity defaults', () => {
    expect(config.mailFrom).toBe('Nestwise <no-reply@nestwise.dev>');
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.identityApiKey).toBe('nestwise-public-api-key');
    expect(config.jwtPrivateKey).toBeUndefined();
    expect(config.emailEnumerationProtection).toBe(true);
    expect(config.rateLimit).toEqual({
      signInPerMinute: 20,
      aiPerMinute: 30,
      suggestPerMinute: 240,
    });
    expect(config.suggestCacheEntries).toBe(2000);
    expect(loadConfig({ SUGGEST_CACHE_ENTRIES: '0' }).suggestCacheEntries).toBe(0);
    expect(config.s3.region).toBe('us-east-1');
  });

  it('seeds the demo only outside production unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('warms the valuation up at start-up except under tests unless VALUATION_WARM_UP says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).valuationWarmUp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).valuationWarmUp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).valuationWarmUp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', VALUATION_WARM_UP: 'true' }).valuationWarmUp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', VALUATION_WARM_UP: 'false' }).valuationWarmUp).toBe(
      false,
    );
  });

  it('reads booleans in any case', () => {
    expect(loadConfig({ SEED_DEMO: 'FALSE' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'Yes' }).seedDemo).toBe(true);
    expect(
      loadConfig({ IDENTITY_EMAIL_ENUMERATION_PROTECTION: 'No' }).emailEnumerationProtection,
    ).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});

describe('loadConfig with values', () => {
  it('reads booleans, URLs and the admin account', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      IDENTITY_EMAIL_ENUMERATION_PROTECTION: '0',
      PUBLIC_URL: 'https://nestwise.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/nestwise',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'Secret-Pass-1',
    });
    expect(config).toMatchObject({
      isProduction: true,
      seedDemo: false,
      emailEnumerationProtection: false,
      publicUrl: 'https://nestwise.example',
      databaseUrl: 'postgres://u:p@db:5432/nestwise',
      admin: { email: 'boss@example.com', password: 'Secret-Pass-1' },
    });
  });
});

describe('loadConfig refusals name the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['STORAGE_URL', 'bucket-name'],
    ['SMTP_URL', 'mail.example.com'],
    ['REDIS_URL', 'localhost:6379'],
    ['PUBLIC_URL', 'not a url'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'verbose'],
    ['NODE_ENV', 'staging'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['RATE_LIMIT_SIGN_IN_PER_MINUTE', '0'],
  ])('%s=%j', (name, value) => {
    const extra: Record<string, string> =
      name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'Secret-Pass-1' } : {};
    const message = refusal({ [name]: value, ...extra });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('says DATABASE_URL must be a postgres:// URL', () => {
    expect(refusal({ DATABASE_URL: 'mysql://x' })).toContain(
      'DATABASE_URL: must be a postgres:// URL',
    );
  });

  it('lists every bad variable at once', () => {
    const message = refusal({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT:');
    expect(message).toContain('LOG_LEVEL:');
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD and the reverse', () => {
    const halves: Array<Record<string, string>> = [
      { ADMIN_EMAIL: 'a@example.com' },
      { ADMIN_PASSWORD: 'Secret-Pass-1' },
    ];
    for (const env of halves) {
      expect(refusal(env)).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, in every environment', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3', '-1', '10.0.0.1,']) {
      expect(refusal({ TRUST_PROXY: value })).toContain('TRUST_PROXY');
    }
  });
});

describe('the documented variables', () => {
  const root = new URL('../../../', import.meta.url);
  const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');

  it('.env.example and the README configuration table name every variable the server reads', () => {
    const example = read('.env.example');
    const readme = read('README.md');
    const missing = ENV_VARIABLES.filter(
      (name) => !new RegExp(`^#? ?${name}=`, 'm').test(example) || !readme.includes(`\`${name}\``),
    );
    expect(missing).toEqual([]);
  });
});
