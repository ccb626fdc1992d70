import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';
import { writeDist } from './web-dist.fixture';

const SHELL = '<!doctype html><div id="root"></div>';
let app: FastifyInstance | undefined;

async function serve(distDir: string) {
  app = Fastify();
  await registerWebApp(app, distDir);
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the web app', () => {
  const prerenderedDist = () =>
    writeDist({
      'index.html': SHELL,
      'pages/manifest.json': JSON.stringify(['/', '/login']),
      'pages/index.html': '<h1>Home, pre-rendered</h1>',
      'pages/login/index.html': '<h1>Sign in, pre-rendered</h1>',
    });

  it('answers a pre-rendered path with its page, with or without a trailing slash', async () => {
    const server = await serve(prerenderedDist());
    for (const url of ['/', '/login', '/login/', '/login?from=%2Fdashboard']) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('pre-rendered');
    }
  });

  it('answers HEAD for a page like GET, without the body', async () => {
    const server = await serve(prerenderedDist());
    const response = await server.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers every other page with the shell, which renders it in the browser', async () => {
    const server = await serve(prerenderedDist());
    for (const url of ['/dashboard', '/properties/abc', '/pages/login', '/no-such-page']) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('ignores a listed page whose file is missing, and a build without a manifest', async () => {
    const partial = writeDist({
      'index.html': SHELL,
      'pages/manifest.json': JSON.stringify(['/about']),
    });
    expect((await (await serve(partial)).inject({ url: '/about' })).body).toBe(SHELL);
    await app?.close();
    const older = writeDist({ 'index.html': SHELL });
    expect((await (await serve(older)).inject({ url: '/' })).body).toBe(SHELL);
  });

  it('keeps API paths and files with an extension out of the page fallback', async () => {
    const server = await serve(prerenderedDist());
    expect((await server.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });
});
