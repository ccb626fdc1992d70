import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { createSignedPostFields, signPolicy, verifyPostForm } from './post-policy';
import { S3Error } from './storage-errors';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret-example',
  region: 'eu-west-1',
};
const now = new Date('2026-11-21T12:00:00.000Z');
const lower = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));

describe('SigV4 POST policy', () => {
  it('signs exactly as the AWS SDK does, and accepts the forms the SDK makes', async () => {
    const client = new S3Client({
      region: credentials.region,
      credentials: {
        accessKeyId: credentials.accessKeyId,
        secretAccessKey: credentials.secretAccessKey,
      },
    });
    const { fields } = await createPresignedPost(client, {
      Bucket: 'media',
      Key: 'properties/p1/images/1_abc_a.png',
      Conditions: [['content-length-range', 1, 100], { 'Content-Type': 'image/png' }],
      Fields: { 'Content-Type': 'image/png' },
      Expires: 3600,
    });
    client.destroy();
    expect(
      signPolicy(fields.Policy!, credentials.secretAccessKey, fields['X-Amz-Credential']!),
    ).toBe(fields['X-Amz-Signature']);
    const verified = verifyPostForm(lower(fields), {
      credentials,
      bucket: 'media',
      now: new Date(),
    });
    expect(verified).toEqual({
      key: 'properties/p1/images/1_abc_a.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 100,
    });
  });

  it('verifies its own forms, and refuses another bucket, another credential or a late post', () => {
    const { fields, expiresAt } = createSignedPostFields(credentials, {
      bucket: 'local',
      key: 'properties/p1/images/1_abc_a.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 10,
      now,
      expiresInSeconds: 3600,
    });
    expect(expiresAt.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    const form = lower(fields);
    expect(verifyPostForm(form, { credentials, bucket: 'local', now }).maxBytes).toBe(10);

    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof S3Error ? `${error.statusCode} ${error.code}` : String(error);
      }
      return 'accepted';
    };
    expect(refusal(() => verifyPostForm(form, { credentials, bucket: 'other', now }))).toBe(
      '403 AccessDenied',
    );
    expect(
      refusal(() =>
        verifyPostForm(form, {
          credentials: { ...credentials, secretAccessKey: 'another' },
          bucket: 'local',
          now,
        }),
      ),
    ).toBe('403 AccessDenied');
    expect(
      refusal(() =>
        verifyPostForm(form, { credentials, bucket: 'local', now: new Date(expiresAt) }),
      ),
    ).toBe('403 AccessDenied');
    const { policy: _policy, ...withoutPolicy } = form;
    expect(
      refusal(() => verifyPostForm(withoutPolicy, { credentials, bucket: 'local', now })),
    ).toBe('400 InvalidArgument');
  });
});
