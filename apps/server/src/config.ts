import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_DIR } from './server-dir';

const booleanString = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** One address (IPv4 or IPv6) or a CIDR range of them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: `false` (none: the peer is the
 * client), a hop count (that many proxies in front), or addresses/CIDR ranges of the proxies.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a hop count, or a comma-separated list of addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/**
 * A raster tile template the map loads instead of its bundled offline basemap:
 * `https://host/{z}/{x}/{y}.png`. One host (no `{s}` subdomains), so the content security policy
 * can name exactly it.
 */
const tilesUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
    message: 'must contain {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
  })
  .refine((value) => !value.includes('{s}'), {
    message: 'must name one host: {s} subdomains are not supported',
  });

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/]+/, 'must be an s3://bucket URL')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Nestwise <no-reply@nestwise.dev>'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  // Default: on outside production, off in production (see seedDemo below).
  SEED_DEMO: booleanString.optional(),
  // Default: on, except under NODE_ENV=test (see valuationWarmUp below).
  VALUATION_WARM_UP: booleanString.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IDENTITY_API_KEY: z.string().min(1).default('nestwise-public-api-key'),
  JWT_PRIVATE_KEY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_AI_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SUGGEST_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  SUGGEST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  SEARCH_CACHE_MB: z.coerce.number().min(0).max(100_000).default(32),
  IDENTITY_EMAIL_ENUMERATION_PROTECTION: booleanString.default(true),
  TRUST_PROXY: trustProxy.default(false),
  MAP_TILES_URL: tilesUrl.optional(),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof ZEnvSchema>;

/** Every variable the server reads (.env.example and the README's table name each one). */
export const ENV_VARIABLES = Object.keys(ZEnvSchema.shape) as Array<keyof Env>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageUrl: string | undefined;
  s3: {
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  redisUrl: string | undefined;
  seedDemo: boolean;
  /** Start the first valuation fit at start-up (VALUATION_WARM_UP; off under NODE_ENV=test). */
  valuationWarmUp: boolean;
  admin: { email: string; password: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  identityApiKey: string;
  jwtPrivateKey: string | undefined;
  webDistDir: string;
  rateLimit: { signInPerMinute: number; aiPerMinute: number; suggestPerMinute: number };
  /** Location-box texts each node keeps answers for (decision 0430); 0: no cache. */
  suggestCacheEntries: number;
  /** Search pages each node keeps (decision 0560): at most `entries`, and `bytes` in all. */
  searchCache: { entries: number; bytes: number };
  /** On: sign-in never says whether an address exists, and reset requests succeed for anyone. */
  emailEnumerationProtection: boolean;
  /** Fastify's trustProxy: which peers' X-Forwarded-For decides the client address. */
  trustProxy: false | number | string[];
  /** Raster tiles for the map search; unset, the map draws its bundled offline basemap. */
  mapTiles: { url: string; attribution: string } | undefined;
  /** Set: GET /metrics answers Prometheus text to `Authorization: Bearer <token>`; unset: no route. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storageUrl: env.STORAGE_URL,
    s3: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ai: { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
    redisUrl: env.REDIS_URL,
    // Demo data is for trying the product; a production start gets it only when asked for, and
    // even then without usable demo accounts (see seed-accounts.ts).
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    // The first valuation fit (seconds to minutes on two cores) starts at start-up so the first
    // request finds it running; a test server rarely values a home and would pay it on every
    // start, so under NODE_ENV=test it starts on the first valuation instead unless asked for.
    valuationWarmUp: env.VALUATION_WARM_UP ?? env.NODE_ENV !== 'test',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    identityApiKey: env.IDENTITY_API_KEY,
    jwtPrivateKey: env.JWT_PRIVATE_KEY,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(SERVER_DIR, '../web/dist')),
    rateLimit: {
      signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      aiPerMinute: env.RATE_LIMIT_AI_PER_MINUTE,
      suggestPerMinute: env.RATE_LIMIT_SUGGEST_PER_MINUTE,
    },
    suggestCacheEntries: env.SUGGEST_CACHE_ENTRIES,
    searchCache: {
      entries: env.SEARCH_CACHE_ENTRIES,
      bytes: Math.floor(env.SEARCH_CACHE_MB * 1024 * 1024),
    },
    emailEnumerationProtection: env.IDENTITY_EMAIL_ENUMERATION_PROTECTION,
    trustProxy: env.TRUST_PROXY,
    mapTiles: env.MAP_TILES_URL
      ? {
          url: env.MAP_TILES_URL,
          attribution:
            env.MAP_TILES_ATTRIBUTION ?? `Map tiles: ${new URL(env.MAP_TILES_URL).hostname}`,
        }
      : undefined,
    metricsToken: env.METRICS_TOKEN,
  };
}
