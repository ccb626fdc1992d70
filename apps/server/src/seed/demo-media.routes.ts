import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDemoMedia } from '@nestwise/shared/contracts';
import { fromContract } from '../lib/route-from-contract';
import { DEMO_IMAGE_KINDS, demoImageSvg, demoModelGltf, type DemoImageKind } from './demo-media';
import { DEMO_DOCUMENT_KINDS, demoDocumentPdf, type DemoDocumentKind } from './demo-documents';

const IMAGE = new RegExp(`^(${DEMO_IMAGE_KINDS.join('|')})-(\\d{1,4})\\.svg$`);
const MODEL = /^model-(\d{1,4})\.gltf$/;
const DOCUMENT = new RegExp(`^document-(\\d{1,4})-(${DEMO_DOCUMENT_KINDS.join('|')})\\.pdf$`);

/** Serves the demo catalogue's generated pictures, models and documents (immutable: names fix the bytes). */
export function demoMediaRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getDemoMedia), async (request, reply) => {
      const { name } = request.params;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
      const image = IMAGE.exec(name);
      if (image) {
        // An SVG here is our own drawing; the CSP sandbox keeps it inert if opened directly.
        reply.header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
        return reply
          .type('image/svg+xml')
          .send(demoImageSvg(image[1] as DemoImageKind, Number(image[2])));
      }
      const model = MODEL.exec(name);
      if (model) return reply.type('model/gltf+json').send(demoModelGltf(Number(model[1])));
      const document = DOCUMENT.exec(name);
      if (document) {
        return reply
          .type('application/pdf')
          .send(demoDocumentPdf(document[2] as DemoDocumentKind, Number(document[1])));
      }
      return reply.status(404).send({ error: { code: 'not-found', message: 'Not found' } });
    });
  };
}
