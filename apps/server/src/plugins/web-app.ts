import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/identity/', '/files/', '/storage/'];

/** Serves the built single-page app; any other GET for a page answers index.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    if (isApi || request.method !== 'GET') {
      return reply.status(404).send({ error: { code: 'not-found', message: 'Not found' } });
    }
    const pathname = url.split('?')[0] ?? '/';
    if (built && path.extname(pathname) === '') {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (built)
      return reply.status(404).send({ error: { code: 'not-found', message: 'Not found' } });
    return reply
      .status(503)
      .type('text/plain')
      .send('The web app is not built yet: run `npm run build`, then reload.');
  });
}
