import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';
import { writeDist } from './web-dist.fixture';

/**
 * A server bundle with the web build's exports (dist/ssr/render-page.js): /results pages show the
 * answer of GET /api/results?<query>. The real bundle is exercised end to end in
 * e2e/tests/served-results.spec.ts; this pins the server's side of the contract.
 */
const RENDER_MODULE = `
export function isKnownPage(pathname) {
  return ['/', '/results', '/sneaky', '/about'].includes(pathname) || /^\\/(items|links)\\/[^/]+$/.test(pathname);
}
export function recordChecksFor(url) {
  const link = /^\\/links\\/([^/?]+)/.exec(url);
  return link ? ['/api/links/' + link[1]] : [];
}
export function dataRequestsFor(url) {
  const [pathname, search = ''] = url.split('?');
  if (pathname === '/sneaky') return [{ name: 'results', key: '', apiPath: '/internal' }];
  const item = /^\\/items\\/([^/]+)$/.exec(pathname);
  if (item) return [{ name: 'item', key: item[1], apiPath: '/api/items/' + item[1] }];
  return pathname === '/results' ? [{ name: 'results', key: search, apiPath: '/api/results?' + search }] : [];
}
export async function renderPage(url, data) {
  if (url.includes('crash')) throw new Error('render failed');
  if (data.item) return '<main>' + data.item.data.name + '</main>';
  return '<main>' + data.results.data.items.join(',') + '</main>';
}`;
const SHELL = '<!doctype html><div id="root"></div>';

let app: FastifyInstance | undefined;

async function serve() {
  const dir = writeDist({
    'index.html': SHELL,
    'pages/manifest.json': JSON.stringify(['/results', '/sneaky']),
    'pages/sneaky/index.html': '<div id="root"><h1>Sneaky, pre-rendered</h1></div>\n</body>',
    'pages/results/index.html': '<div id="root"><h1>Results, pre-rendered</h1></div>\n</body>',
    'ssr/render-page.js': RENDER_MODULE,
    'ssr/template.html': '<html><body><div id="root"><!--page--></div>\n</body></html>',
  });
  app = Fastify({ logger: false });
  app.get('/internal', async () => ({ items: ['secret'] }));
  app.get('/api/results', async (request, reply) => {
    const { city } = request.query as { city?: string };
    if (city === 'bad') return reply.status(400).send({ error: { code: 'invalid' } });
    return { items: [`${city ?? 'all'}-1`, `${city ?? 'all'}-2`] };
  });
  app.get('/api/items/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id !== 'one') return reply.status(404).send({ error: { code: 'not-found' } });
    return { name: 'Item one' };
  });
  app.get('/api/links/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    if (token !== 'live') return reply.status(404).send({ error: { code: 'not-found' } });
    return { ok: true };
  });
  await registerWebApp(app, dir);
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('pages rendered on each visit', () => {
  it('renders the page with the API answer for the query in the address', async () => {
    const server = await serve();
    const response = await server.inject({ url: '/results?city=Austin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><main>Austin-1,Austin-2</main></div>');
  });

  it('compresses the page as the browser accepts', async () => {
    const server = await serve();
    const br = await server.inject({ url: '/results', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('all-1,all-2');
    const gzip = await server.inject({ url: '/results', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('all-1,all-2');
  });

  it('falls back to the pre-rendered copy when the API refuses or rendering fails', async () => {
    const server = await serve();
    for (const url of ['/results?city=bad', '/results?crash=1']) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Results, pre-rendered');
    }
  });

  it('asks nothing of the server but its API', async () => {
    const server = await serve();
    const response = await server.inject({ url: '/sneaky' });
    expect(response.body).toContain('Sneaky, pre-rendered');
    expect(response.body).not.toContain('secret');
  });

  it('keeps the renderer itself out of the site files', async () => {
    const server = await serve();
    expect((await server.inject({ url: '/ssr/render-page.js' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/ssr/template.html' })).statusCode).toBe(404);
  });
});

describe('unknown pages', () => {
  it('answers a path the app has no page for with 404 and the app shell', async () => {
    const server = await serve();
    for (const url of ['/nope', '/nope/', '/results/extra', '/items/one/more', '/nope?x=1']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await server.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        if (method === 'GET') expect(response.body, url).toBe(SHELL);
      }
    }
  });

  it('answers an unknown listing with 404 and the shell, a known one with its page', async () => {
    const server = await serve();
    const missing = await server.inject({ url: '/items/does-not-exist-id' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toBe(SHELL);
    const found = await server.inject({ url: '/items/one' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<main>Item one</main>');
  });

  it('answers a page whose record the API does not have (a share token) with 404 and the shell', async () => {
    const server = await serve();
    const missing = await server.inject({ url: '/links/not-a-token' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toBe(SHELL);
    const live = await server.inject({ url: '/links/live' });
    expect(live.statusCode).toBe(200);
    expect(live.body).toBe(SHELL);
  });

  it('keeps known pages at 200 and unknown API paths as JSON 404', async () => {
    const server = await serve();
    expect((await server.inject({ url: '/about' })).statusCode).toBe(200);
    expect((await server.inject({ url: '/' })).statusCode).toBe(200);
    const api = await server.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not-found', message: 'Not found' } });
  });
});
