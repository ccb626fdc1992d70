import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_DERIVATIVE_WIDTHS, type ImageDerivativeWidth } from '@nestwise/shared';
import { getDemoMedia } from '@nestwise/shared/contracts';
import { fromContract } from '../lib/route-from-contract';
import { DEMO_IMAGE_KINDS, demoImageSvg, demoModelGltf, type DemoImageKind } from './demo-media';
import { DEMO_DOCUMENT_KINDS, demoDocumentPdf, type DemoDocumentKind } from './demo-documents';
import { DEMO_PHOTO_NAMES } from './demo-photos';
import { demoPhotoBytes } from './demo-photo-files';

const PHOTO = /^photo-([a-z-]+-\d{2})\.webp$/;
const IMAGE = new RegExp(`^(${DEMO_IMAGE_KINDS.join('|')})-(\\d{1,4})\\.svg$`);
const MODEL = /^model-(\d{1,4})\.gltf$/;
const DOCUMENT = new RegExp(`^document-(\\d{1,4})-(${DEMO_DOCUMENT_KINDS.join('|')})\\.pdf$`);

/**
 * Serves the demo catalogue's photos (with the resized widths uploads have), generated pictures,
 * models and documents (immutable: names fix the bytes).
 */
export function demoMediaRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getDemoMedia), async (request, reply) => {
      const { name } = request.params;
      const photo = PHOTO.exec(name);
      const width = request.query.w;
      if (width !== undefined && !photo) {
        return reply.status(400).send({
          error: { code: 'invalid-width', message: 'Only demo photos have resized copies.' },
        });
      }
      if (
        width !== undefined &&
        !IMAGE_DERIVATIVE_WIDTHS.includes(Number(width) as ImageDerivativeWidth)
      ) {
        return reply.status(400).send({
          error: {
            code: 'invalid-width',
            message: `w must be one of ${IMAGE_DERIVATIVE_WIDTHS.join(', ')}.`,
          },
        });
      }
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
      // Only names of the committed list are read: the name never reaches the file system as such.
      if (photo && DEMO_PHOTO_NAMES.has(photo[1]!)) {
        const bytes = await demoPhotoBytes(
          photo[1]!,
          width === undefined ? undefined : Number(width),
        );
        return reply.type('image/webp').send(bytes);
      }
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
