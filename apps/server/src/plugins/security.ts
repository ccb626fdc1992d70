import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * Origins the browser posts uploads to directly when objects live in S3: the configured endpoint,
 * or AWS's own host for the bucket in path style and virtual-hosted style.
 */
export function storageBrowserOrigins(config: Config): string[] {
  if (!config.storageUrl) return [];
  const bucket = new URL(config.storageUrl).hostname;
  const endpoint = new URL(config.s3.endpoint ?? `https://s3.${config.s3.region}.amazonaws.com`);
  const origins = [endpoint.origin];
  if (!config.s3.forcePathStyle || !config.s3.endpoint) {
    origins.push(`${endpoint.protocol}//${bucket}.${endpoint.host}`);
  }
  return origins;
}

/** The map's tile host when MAP_TILES_URL is set: images from there, nothing else. */
export function mapTileOrigins(config: Config): string[] {
  return config.mapTiles ? [new URL(config.mapTiles.url.replace(/\{[a-z]\}/g, '0')).origin] : [];
}

/**
 * Where the browser may load from: this origin, plus the object store when it is S3 and the map's
 * tile host when one is configured (the map draws with the DOM and SVG: no workers or blobs of
 * its own).
 */
function contentSecurityPolicy(config: Config) {
  const storageOrigins = storageBrowserOrigins(config);
  const tileOrigins = mapTileOrigins(config);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and three.js set element styles at run time; no user text reaches a style sheet.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins, ...tileOrigins],
      mediaSrc: ["'self'", 'blob:', ...storageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...storageOrigins],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
) {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  // Off by default; sign-in and AI routes opt in with their own limits. A Redis that fails a
  // count lets the request through (core/redis.ts warns once per outage): a limit nobody can
  // count is no reason to refuse sign-in.
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'nestwise-rate-limit-' } : {}),
  });
}
