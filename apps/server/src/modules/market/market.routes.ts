import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SALES_UPLOAD_MAX_BYTES } from '@nestwise/shared';
import { getSalesSummary, importSales } from '@nestwise/shared/contracts';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import { callerOf } from '../../lib/contract-auth';
import { fromContract } from '../../lib/route-from-contract';
import type { MarketListings } from './market.ports';
import { salesSummary } from './market.service';
import { SalesCsvFormatError } from '../../lib/sales-csv';
import { importSalesCsv } from './sales-import.service';

const MAX_MB = SALES_UPLOAD_MAX_BYTES / 1024 / 1024;
const tooLarge = () =>
  new ApiError(
    413,
    'payload-too-large',
    `The file is larger than ${MAX_MB} MB. Split it, or stop the server and run npm run import:sales -- FILE.csv.`,
  );

/** The uploaded file of a multipart form (the first file field), held in memory up to the limit. */
function readMultipartFile(request: FastifyRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: SALES_UPLOAD_MAX_BYTES, fields: 10 },
      });
    } catch {
      reject(ApiError.badRequest('The upload is not a valid multipart form.'));
      return;
    }
    let file: Promise<string> | undefined;
    parser.on('file', (_name, stream) => {
      file ??= new Promise((resolveFile, rejectFile) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => rejectFile(tooLarge()));
        stream.on('end', () => resolveFile(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', rejectFile);
      });
      // Keep the promise from being reported as unhandled before 'close' awaits it.
      file.catch(() => undefined);
    });
    parser.on('error', () =>
      reject(ApiError.badRequest('The upload is not a valid multipart form.')),
    );
    parser.on('close', () => {
      if (!file) reject(ApiError.badRequest('Attach the CSV file to the form.'));
      else file.then(resolve, reject);
    });
    request.raw.pipe(parser);
  });
}

/**
 * Market data for admins: POST /api/market/sales/import (a CSV as the text/csv body, or as the
 * file of a multipart form) → the import report; GET /api/market/sales/summary → counts per city.
 */
export function marketRoutes(ctx: AppContext, listings: MarketListings): FastifyPluginAsyncZod {
  return async (app) => {
    // Encapsulated: these parsers apply to this plugin's routes only.
    app.addContentTypeParser(
      ['text/csv', 'application/csv'],
      { parseAs: 'string', bodyLimit: SALES_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    // After the contract's gate (admins only), before the body is read: an oversized file is
    // refused from its declared length, never taken in.
    const declaredSizeFits = async (request: FastifyRequest) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > SALES_UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge();
    };

    app.post(
      ...fromContract(importSales, {
        bodyLimit: SALES_UPLOAD_MAX_BYTES,
        onRequest: declaredSizeFits,
      }),
      async (request) => {
        const actor = callerOf(request);
        const contentType = request.headers['content-type']?.toLowerCase() ?? '';
        const text = contentType.startsWith('multipart/form-data')
          ? await readMultipartFile(request)
          : typeof request.body === 'string'
            ? request.body
            : undefined;
        if (text === undefined) {
          throw ApiError.badRequest('Send the CSV as a text/csv body or a multipart file.');
        }
        try {
          const report = await importSalesCsv(ctx.db, text, { source: `upload:${actor.email}` });
          request.log.info(
            {
              inserted: report.inserted,
              duplicates: report.duplicates,
              rejected: report.rejectedCount,
            },
            'sales imported',
          );
          return report;
        } catch (error) {
          if (error instanceof SalesCsvFormatError) throw ApiError.badRequest(error.message);
          throw error;
        }
      },
    );

    app.get(...fromContract(getSalesSummary), async () => salesSummary(ctx.db, listings));
  };
}
