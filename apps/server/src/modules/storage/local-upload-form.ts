import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { S3Error } from './storage-errors';

/**
 * Reads a browser's multipart POST as S3 does: the form fields first, then `file`, handed to
 * `store` with the fields read so far; fields after the file are ignored. Malformed bodies,
 * over-long fields and a missing file are refused with S3's codes.
 */
export function readUploadForm<T>(
  headers: IncomingHttpHeaders,
  body: Readable,
  store: (form: Record<string, string>, file: Readable) => Promise<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: { fields: 40, fieldSize: 64 * 1024, fieldNameSize: 200, files: 1, parts: 50 },
      });
    } catch {
      reject(
        new S3Error(
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      );
      return;
    }
    // Field names come from the browser: no prototype, so `constructor` or `__proto__` is
    // just a field like any other.
    const form: Record<string, string> = Object.create(null) as Record<string, string>;
    let storing: Promise<T> | undefined;
    let failed: S3Error | undefined;
    parser.on('field', (name, value, info) => {
      if (storing) return; // S3 ignores fields after the file
      if (info.valueTruncated || info.nameTruncated) {
        failed ??= new S3Error('MalformedPOSTRequest', `The form field ${name} is too long.`);
      }
      form[name.toLowerCase()] = value;
    });
    parser.on('file', (name, stream) => {
      // A body that ends before its closing boundary destroys every open file stream with an
      // error; a stream nobody reads (skipped, or refused before reading) must not take the
      // process down with it. The stream being stored still sees the error through its reader.
      stream.on('error', () => undefined);
      if (storing || failed || name.toLowerCase() !== 'file') {
        stream.resume();
        return;
      }
      storing = store(form, stream);
      // Keep the rejection handled until 'close' hands it on.
      storing.catch(() => undefined);
    });
    parser.on('error', () => {
      reject(
        new S3Error(
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      );
    });
    parser.on('close', () => {
      if (failed) return reject(failed);
      if (!storing) {
        return reject(
          new S3Error('InvalidArgument', 'POST requires exactly one file upload per request.'),
        );
      }
      storing.then(resolve, reject);
    });
    // pipeline, not pipe: a dropped connection destroys the parser and so the file stream, and
    // the temp file is removed instead of waiting forever for the rest of the body.
    pipeline(body, parser).catch(() => {
      reject(new S3Error('MalformedPOSTRequest', 'The upload did not complete.'));
    });
  });
}
