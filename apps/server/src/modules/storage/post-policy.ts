import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PresignPostInput } from './storage-backend';
import { S3Error } from './storage-errors';

/**
 * AWS Signature Version 4 for browser-based POST uploads: the policy document, its signature, and the
 * checks S3 makes on a posted form. The local blob store signs and verifies with these, so the
 * browser speaks the same protocol to it as to S3.
 */
export const POST_POLICY_ALGORITHM = 'AWS4-HMAC-SHA256';

export type PolicyCondition =
  | Record<string, string>
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number];

export interface PostPolicy {
  expiration: string;
  conditions: PolicyCondition[];
}

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** 20261121T120000Z */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function credentialScope(credentials: SigningCredentials, date: Date): string {
  return `${amzDate(date).slice(0, 8)}/${credentials.region}/s3/aws4_request`;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

export function signingKey(secretAccessKey: string, day: string, region: string): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, day);
  return hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
}

/** The signature of a base64 policy: hex HMAC-SHA256 with the key of that day and region. */
export function signPolicy(policyBase64: string, secretAccessKey: string, credential: string) {
  const [, day = '', region = ''] = credential.split('/');
  return hmac(signingKey(secretAccessKey, day, region), policyBase64).toString('hex');
}

/** What the store was asked to presign, and the bucket it signs for. */
export type SignedPostInput = PresignPostInput & { bucket: string };

/** The form fields of a signed POST whose policy pins bucket, exact key, content type and size. */
export function createSignedPostFields(credentials: SigningCredentials, input: SignedPostInput) {
  const credential = `${credentials.accessKeyId}/${credentialScope(credentials, input.now)}`;
  const date = amzDate(input.now);
  const expiration = new Date(input.now.getTime() + input.expiresInSeconds * 1000);
  const policy: PostPolicy = {
    expiration: expiration.toISOString(),
    conditions: [
      { bucket: input.bucket },
      ['eq', '$key', input.key],
      { 'Content-Type': input.contentType },
      ['content-length-range', input.minBytes, input.maxBytes],
      { 'x-amz-algorithm': POST_POLICY_ALGORITHM },
      { 'x-amz-credential': credential },
      { 'x-amz-date': date },
    ],
  };
  const policyBase64 = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const fields: Record<string, string> = {
    key: input.key,
    'Content-Type': input.contentType,
    'x-amz-algorithm': POST_POLICY_ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': date,
    policy: policyBase64,
    'x-amz-signature': signPolicy(policyBase64, credentials.secretAccessKey, credential),
  };
  return { fields, expiresAt: expiration };
}

/** Fields the policy never has to name (S3's rule). */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

export interface VerifiedPost {
  key: string;
  contentType: string;
  /** From the policy's content-length-range; the caller checks the real byte count against it. */
  minBytes: number;
  maxBytes: number;
}

function parsePolicy(policyBase64: string): PostPolicy {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    throw new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const policy = parsed as Partial<PostPolicy> | null;
  if (
    !policy ||
    typeof policy.expiration !== 'string' ||
    !Array.isArray(policy.conditions) ||
    Number.isNaN(Date.parse(policy.expiration))
  ) {
    throw new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid structure.');
  }
  return policy as PostPolicy;
}

function safeEqual(a: string, b: string) {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a posted form (field names lower-cased) as S3 does before it reads the file: signature,
 * credential, expiry, and that every condition holds and every field is covered by one.
 */
export function verifyPostForm(
  form: Record<string, string>,
  options: { credentials: SigningCredentials; bucket: string; now: Date },
): VerifiedPost {
  const { credentials, bucket, now } = options;
  const policyBase64 = form.policy;
  const signature = form['x-amz-signature'];
  const credential = form['x-amz-credential'];
  if (!policyBase64 || !signature || !credential || !form['x-amz-algorithm'] || !form.key) {
    throw new S3Error(
      'InvalidArgument',
      'Bucket POST must contain the fields key, policy, x-amz-algorithm, x-amz-credential and x-amz-signature.',
    );
  }
  if (form['x-amz-algorithm'] !== POST_POLICY_ALGORITHM) {
    throw new S3Error('InvalidArgument', 'Only AWS4-HMAC-SHA256 is supported.');
  }
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (
    accessKeyId !== credentials.accessKeyId ||
    region !== credentials.region ||
    service !== 's3' ||
    terminator !== 'aws4_request' ||
    !/^\d{8}$/.test(day ?? '') ||
    !form['x-amz-date']?.startsWith(day!)
  ) {
    throw new S3Error('AccessDenied', 'The credential in the form is not valid.');
  }
  const expected = signPolicy(policyBase64, credentials.secretAccessKey, credential);
  if (!safeEqual(expected, signature.toLowerCase())) {
    throw new S3Error(
      'AccessDenied',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  const policy = parsePolicy(policyBase64);
  if (now.getTime() >= Date.parse(policy.expiration)) {
    throw new S3Error('AccessDenied', 'Invalid according to Policy: Policy expired.');
  }

  const covered = new Set<string>();
  let range: [number, number] | undefined;
  const valueOf = (field: string) => (field === 'bucket' ? bucket : form[field]);
  const fail = (condition: unknown): never => {
    throw new S3Error(
      'AccessDenied',
      `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
    );
  };
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [operator, first, second] = condition;
      if (operator === 'content-length-range') {
        if (typeof first !== 'number' || typeof second !== 'number') fail(condition);
        range = [first as number, second as number];
        continue;
      }
      if (typeof first !== 'string' || !first.startsWith('$') || typeof second !== 'string') {
        throw new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid condition.');
      }
      const field = first.slice(1).toLowerCase();
      covered.add(field);
      const value = valueOf(field);
      if (operator === 'eq' && value !== second) fail(condition);
      else if (operator === 'starts-with' && !(value ?? '').startsWith(second)) fail(condition);
      else if (operator !== 'eq' && operator !== 'starts-with') {
        throw new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid condition.');
      }
    } else if (condition && typeof condition === 'object') {
      for (const [name, expectedValue] of Object.entries(condition)) {
        const field = name.toLowerCase();
        covered.add(field);
        if (valueOf(field) !== expectedValue) fail(condition);
      }
    } else {
      throw new S3Error('InvalidPolicyDocument', 'Invalid Policy: Invalid condition.');
    }
  }
  const extra = Object.keys(form).filter(
    (field) =>
      !UNCONDITIONED_FIELDS.has(field) && !field.startsWith('x-ignore-') && !covered.has(field),
  );
  if (extra.length) {
    throw new S3Error(
      'AccessDenied',
      `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`,
    );
  }
  return {
    key: form.key,
    contentType: form['content-type'] ?? 'binary/octet-stream',
    minBytes: range?.[0] ?? 0,
    maxBytes: range?.[1] ?? Number.POSITIVE_INFINITY,
  };
}
