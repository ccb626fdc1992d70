import * as shared from '@nestwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createApprovedListing,
  createCast,
  listingBody,
  type Cast,
} from '../src/modules/properties/properties.test-support';
import { createTestApp, type TestApp } from './test-app';

const SEED = 0x5eed_2026;
const REQUESTS = 2_000;

/** mulberry32: a tiny seeded PRNG, so a failure replays exactly. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof prng>;

interface Route {
  method: string;
  url: string;
}

/** Every route of the app, read from Fastify's route tree (full paths, one line per node). */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** Every field name of every shared zod object schema: the keys requests are built from. */
function schemaKeys(): string[] {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown, depth: number) => {
    if (depth > 6 || seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(schema.shape as Record<string, unknown>)) {
        keys.add(key);
        walk(child, depth + 1);
      }
    } else if (schema instanceof z.ZodType) {
      const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
      for (const value of Object.values(def)) {
        if (value instanceof z.ZodType) walk(value, depth + 1);
        if (Array.isArray(value)) for (const item of value) walk(item, depth + 1);
      }
    }
  };
  for (const value of Object.values(shared)) walk(value, 0);
  return [...keys];
}

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b'];
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  ...LONE_SURROGATES,
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
  ' ',
  '-1',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2024-02-31',
  'not-an-email',
  'a@b.c',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '"""',
  '🏡'.repeat(50),
];
const NASTY_NUMBERS = [0, -1, -1e20, 1e308, -1e308, 2 ** 53 + 2, 0.1, -0.5, 1e-320, 2 ** 31];

function longString(random: Random) {
  return random.pick(['a', '"', ',', '\n', ' 1', '(', 'é']).repeat(random.pick([1_000, 20_000]));
}

function deeplyNested(random: Random) {
  const depth = random.pick([100, 5_000]);
  return random.next() < 0.5
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function value(random: Random, keys: string[], depth = 0): unknown {
  const roll = random.int(10);
  if (roll < 3) return random.pick(NASTY_STRINGS);
  if (roll < 5) return random.pick(NASTY_NUMBERS);
  if (roll === 5) return random.pick([true, false, null]);
  if (roll === 6) return longString(random);
  if (depth >= 3) return random.pick(NASTY_STRINGS);
  if (roll === 7)
    return Array.from({ length: random.int(4) }, () => value(random, keys, depth + 1));
  return object(random, keys, depth + 1);
}

function object(random: Random, keys: string[], depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let i = random.int(8); i > 0; i -= 1) {
    const key =
      random.next() < 0.1
        ? random.pick(['constructor', 'prototype', 'toString', '\u0000', '\ud800'])
        : random.pick(keys);
    result[key] = value(random, keys, depth);
  }
  return result;
}

/** Percent-encodes as UTF-8; a lone surrogate has no UTF-8 form, so it becomes its raw bytes. */
function encode(text: string) {
  return text
    .split(/([\ud800-\udfff])/u)
    .map((part) => (/^[\ud800-\udfff]$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function fillParams(url: string, random: Random, ids: string[]) {
  return url.replace(/:[A-Za-z]+/g, () =>
    random.next() < 0.4 ? random.pick(ids) : encode(random.pick(NASTY_STRINGS)),
  );
}

function query(random: Random, keys: string[]) {
  const parts: string[] = [];
  for (let i = random.int(5); i > 0; i -= 1) {
    const key =
      random.next() < 0.1
        ? random.pick(['__proto__', 'constructor', '__proto__[x]'])
        : random.pick(keys);
    const raw = random.pick([...NASTY_STRINGS, ...NASTY_NUMBERS.map(String)]);
    parts.push(`${encode(key)}=${encode(raw)}`);
    if (random.next() < 0.1) parts.push(`${encode(key)}=%ED%A0%80%00`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A body: JSON of every shape, JSON with prototype keys or bad escapes, or the wrong type. */
function body(random: Random, keys: string[]): { payload?: string; contentType?: string } {
  const roll = random.int(12);
  if (roll === 0) return {};
  if (roll === 1) return { payload: deeplyNested(random), contentType: 'application/json' };
  if (roll === 2)
    return {
      payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    };
  if (roll === 3)
    return { payload: '{"a":"\\ud800","b":"\\u0000"', contentType: 'application/json' };
  if (roll === 4) {
    const type = random.pick([
      'text/plain',
      'application/xml',
      'text/csv',
      'application/octet-stream',
      'multipart/form-data; boundary=x',
    ]);
    return {
      payload: random.pick([
        'hello',
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--x--',
        longString(random),
      ]),
      contentType: type,
    };
  }
  if (roll === 5) {
    const form = Object.entries(object(random, keys))
      .map(
        ([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
      )
      .join('&');
    return {
      payload: `${form}&x=%00&y=%ED%A0%80`,
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const json = roll === 6 ? value(random, keys) : object(random, keys);
  return { payload: JSON.stringify(json), contentType: 'application/json' };
}

interface Seed {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  url: string;
  caller: 'anonymous' | 'buyer' | 'owner' | 'admin';
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Valid requests to start from: mutating one field of these reaches past the schema checks. */
function seedRequests(listingId: string, token: string): Seed[] {
  const listing = `/api/properties/${listingId}`;
  return [
    {
      method: 'GET',
      url: '/api/properties',
      caller: 'anonymous',
      query: { q: 'garden', city: 'Austin', sort: 'newest' },
    },
    { method: 'GET', url: '/api/users', caller: 'admin', query: { q: 'test', role: 'buyer' } },
    {
      method: 'GET',
      url: '/api/ai-tools/intelligence',
      caller: 'buyer',
      query: { city: 'Austin', state: 'TX' },
    },
    { method: 'POST', url: '/api/properties', caller: 'owner', body: { ...listingBody() } },
    {
      method: 'PATCH',
      url: listing,
      caller: 'owner',
      body: {
        title: 'A new title here',
        description: 'A new description.',
        price: 460_000,
        location: { ...listingBody().location },
      },
    },
    {
      method: 'POST',
      url: `${listing}/approval`,
      caller: 'admin',
      body: { decision: 'rejected', reason: 'Photos missing' },
    },
    {
      method: 'POST',
      url: `${listing}/status`,
      caller: 'owner',
      body: { status: 'sold', reason: 'Closed', buyerEmail: 'someone@example.test' },
    },
    {
      method: 'POST',
      url: `${listing}/share`,
      caller: 'buyer',
      body: { email: 'friend@example.test', message: 'Look' },
    },
    {
      method: 'POST',
      url: '/api/contact',
      caller: 'anonymous',
      body: {
        name: 'Jo Lee',
        email: 'jo@example.test',
        topic: 'buying',
        message: 'Do you list homes in Boulder?',
      },
    },
    {
      method: 'PATCH',
      url: '/api/me',
      caller: 'buyer',
      body: { firstName: 'Jo', lastName: 'Lee' },
    },
    {
      method: 'POST',
      url: '/identity/v1/accounts:signUp',
      caller: 'anonymous',
      body: {
        email: 'fuzz@example.test',
        password: 'Correct-Horse-9',
        displayName: 'Fuzz Person',
        firstName: 'Fuzz',
        lastName: 'Person',
      },
    },
    {
      method: 'POST',
      url: '/identity/v1/accounts:update',
      caller: 'anonymous',
      body: { idToken: token, displayName: 'Fuzz Buyer' },
    },
    {
      method: 'POST',
      url: '/identity/v1/accounts:signInWithPassword',
      caller: 'anonymous',
      body: { email: 'fuzz@example.test', password: 'Correct-Horse-9' },
    },
    {
      method: 'POST',
      url: '/api/assistant/query',
      caller: 'buyer',
      body: { transcript: 'three bedroom houses in Austin under 500k' },
    },
    {
      method: 'POST',
      url: '/api/ai-tools/compliance',
      caller: 'owner',
      body: {
        title: 'Nice home',
        description: 'Great for families near schools.',
        listingType: 'sale',
      },
    },
    {
      method: 'POST',
      url: '/api/ai-tools/valuation',
      caller: 'buyer',
      body: {
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        propertyType: 'house',
        bedrooms: 3,
        bathrooms: 2,
        squareFeet: 1800,
      },
    },
    {
      method: 'POST',
      url: '/api/storage/presign',
      caller: 'owner',
      body: {
        propertyId: listingId,
        type: 'image',
        fileName: 'a.jpg',
        contentType: 'image/jpeg',
        size: 1000,
      },
    },
    { method: 'PUT', url: `/api/me/favorites/${listingId}`, caller: 'buyer' },
    { method: 'POST', url: `${listing}/views`, caller: 'buyer', body: {} },
    {
      method: 'POST',
      url: '/api/billing/checkout',
      caller: 'buyer',
      body: { plan: 'buyer-pro', interval: 'month', idempotencyKey: 'fuzz-key-1' },
    },
  ];
}

/** Every path to a value inside a body (the body itself included). */
function pathsOf(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [path];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...path, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  }
  return paths;
}

/** The seed with one value (or a new key) replaced by something hostile. */
function mutate<T>(seed: T, random: Random, keys: string[]): T {
  const copy = structuredClone(seed) as unknown;
  const paths = pathsOf(copy).filter((path) => path.length > 0);
  if (paths.length === 0) return copy as T;
  const path = random.pick(paths);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const replacement =
    random.next() < 0.7
      ? random.pick([...NASTY_STRINGS, ...NASTY_NUMBERS])
      : value(random, keys, 2);
  if (random.next() < 0.15) {
    const key = random.pick(['__proto__', 'constructor', '\u0000', '\ud800', ...keys]);
    Object.defineProperty(parent, key, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else parent[last] = replacement;
  return copy as T;
}

function queryString(query: Record<string, unknown>) {
  const parts = Object.entries(query).map(
    ([key, item]) =>
      `${encode(key)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

describe('fuzzing every route with hostile input', () => {
  let t: TestApp;
  let cast: Cast;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    cast = await createCast(t.app);
    const listing = await createApprovedListing(t.app, cast.owner, cast.admin);
    ids = [listing.id, cast.buyer.id, cast.owner.id, crypto.randomUUID()];
  });
  afterAll(() => t.close());

  it(`answers ${REQUESTS} seeded hostile requests without a 5xx and stays healthy`, async () => {
    // The event stream stays open by design (the notification suites exercise it), and the web
    // app's catch-all answers a deliberate 503 in tests, which have no web build.
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.url !== '/api/notifications/stream' && route.url !== '*',
    );
    expect(routes.length).toBeGreaterThan(50);
    const keys = [...schemaKeys(), 'q', 'page', 'limit', 'sort', 'key', 'to', 'cursor', 'w'];
    const random = prng(SEED);
    const callers = [{}, cast.buyer.headers, cast.owner.headers, cast.admin.headers];
    const offenders: string[] = [];
    const seeds = seedRequests(ids[0]!, cast.buyer.idToken);
    const headersOf = (caller: Seed['caller']) =>
      caller === 'anonymous' ? {} : cast[caller].headers;
    for (let i = 0; i < REQUESTS; i += 1) {
      let request: {
        method: string;
        url: string;
        headers: Record<string, string>;
        payload?: string;
      };
      let label: string;
      if (i % 2 === 0) {
        // Any route, any shape.
        const route = routes[(i / 2) % routes.length]!;
        const hasBody = !['GET', 'DELETE'].includes(route.method) || random.next() < 0.1;
        const { payload, contentType } = hasBody ? body(random, keys) : {};
        const headers: Record<string, string> = { ...random.pick(callers) };
        if (contentType) headers['content-type'] = contentType;
        request = {
          method: route.method,
          url: fillParams(route.url, random, ids) + query(random, keys),
          headers,
          ...(payload === undefined ? {} : { payload }),
        };
        label = contentType ?? '';
      } else {
        // A valid request with one value made hostile.
        const seed = random.pick(seeds);
        const mutated =
          seed.body && random.next() < 0.8
            ? { ...seed, body: mutate(seed.body, random, keys) }
            : { ...seed, query: mutate(seed.query ?? {}, random, keys) };
        const headers: Record<string, string> = { ...headersOf(seed.caller) };
        if (mutated.body) headers['content-type'] = 'application/json';
        request = {
          method: seed.method,
          url: seed.url + queryString(mutated.query ?? {}),
          headers,
          ...(mutated.body ? { payload: JSON.stringify(mutated.body) } : {}),
        };
        label = 'seed';
      }
      const response = await t.app.inject({ ...request, method: request.method as 'GET' });
      if (response.statusCode >= 500) {
        offenders.push(
          `#${i} ${request.method} ${request.url.slice(0, 160)} ${label} ${(request.payload ?? '').slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
