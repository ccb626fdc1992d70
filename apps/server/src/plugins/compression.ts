import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const BROTLI_QUALITY = 5;

/**
 * Compresses the API's JSON and the pages rendered per visit (the build's files go out
 * precompressed). Only those types: an event stream must reach the browser event by event, and
 * photos, models and PDFs are compressed already. Brotli at quality 5 costs little CPU per request.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    customTypes: /^(?:application\/json|text\/html)(?:;|$)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends a page compressed as the browser accepts. The not-found handler, which answers the app's
 * pages, is no route, so the plugin's hook passes it by.
 */
export function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (encoding === 'br') {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
    return reply.header('Content-Encoding', 'br').send(zlib.brotliCompressSync(html, { params }));
  }
  if (encoding === 'gzip')
    return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
