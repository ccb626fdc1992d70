import { randomBytes } from 'node:crypto';

export type S3ErrorCode =
  | 'AccessDenied'
  | 'InvalidArgument'
  | 'InvalidPolicyDocument'
  | 'MalformedPOSTRequest'
  | 'EntityTooLarge'
  | 'EntityTooSmall'
  | 'NoSuchKey'
  | 'InvalidRange'
  | 'PreconditionFailed';

const STATUS: Record<S3ErrorCode, number> = {
  AccessDenied: 403,
  InvalidArgument: 400,
  InvalidPolicyDocument: 400,
  MalformedPOSTRequest: 400,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  NoSuchKey: 404,
  InvalidRange: 416,
  PreconditionFailed: 412,
};

/** A refusal of the local blob store, answered in S3's XML error shape. */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly code: S3ErrorCode,
    message: string,
  ) {
    super(message);
  }
  get statusCode(): number {
    return STATUS[this.code];
  }
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function s3ErrorXml(error: S3Error, resource?: string): string {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error>' +
    `<Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>` +
    (resource ? `<Resource>${escapeXml(resource)}</Resource>` : '') +
    `<RequestId>${requestId}</RequestId></Error>`
  );
}
