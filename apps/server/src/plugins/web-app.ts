import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendCompressedHtml } from './compression';
import { loadPageRenderer } from './page-renderer';

const API_PREFIXES = ['/api/', '/identity/', '/files/', '/storage/'];

/**
 * The paths the web build pre-rendered (apps/web/scripts/prerender.mjs writes pages/manifest.json
 * and pages/<path>/index.html); an older or partial build has none and every path gets the shell.
 */
function readPrerenderedPaths(distDir: string): Set<string> {
  try {
    const listed: unknown = JSON.parse(
      fs.readFileSync(path.join(distDir, 'pages', 'manifest.json'), 'utf8'),
    );
    if (!Array.isArray(listed)) return new Set();
    return new Set(
      listed.filter(
        (entry): entry is string =>
          typeof entry === 'string' &&
          fs.existsSync(path.join(distDir, 'pages', entry, 'index.html')),
      ),
    );
  } catch {
    return new Set();
  }
}

/**
 * Serves the built single-page app: a page rendered for the visit where it shows data, a
 * pre-rendered page where the build made one, else index.html; with status 404 where the app's
 * route table (from the build's server bundle) has no page or the page's record (a listing, a
 * share link's token) does not exist.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  const prerendered = built ? readPrerenderedPaths(distDir) : new Set<string>();
  const pages = built ? await loadPageRenderer(app, distDir) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The server bundle renders pages here; it is not one of the site's files.
      allowedPath: (pathname) => !pathname.startsWith('/ssr/'),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'not-found', message: 'Not found' } });
    }
    const pathname = url.split('?')[0] ?? '/';
    if (built && path.extname(pathname) === '') {
      const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const query = url.slice(pathname.length);
      // A path the app has no page for (or a listing that does not exist) is a real 404; the
      // shell still comes with it, so the app starts and shows its not-found page.
      const notFound = () =>
        reply
          .status(404)
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .sendFile('index.html');
      if (pages && !pages.isKnownPage(page)) return notFound();
      if (pages && !(await pages.recordExists(page + query))) return notFound();
      const rendered = pages ? await pages.render(page + query) : null;
      if (rendered && 'notFound' in rendered) return notFound();
      if (rendered)
        return sendCompressedHtml(
          request,
          reply.header('Cache-Control', 'no-cache'),
          rendered.html,
        );
      const file = prerendered.has(page)
        ? path.posix.join('pages', page, 'index.html')
        : 'index.html';
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(file);
    }
    if (built)
      return reply.status(404).send({ error: { code: 'not-found', message: 'Not found' } });
    return reply
      .status(503)
      .type('text/plain')
      .send('The web app is not built yet: run `npm run build`, then reload.');
  });
}
