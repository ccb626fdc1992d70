import { randomBytes } from 'node:crypto';
import { PLANS } from '@nestwise/shared';
import type pg from 'pg';
import { sha256 } from '../../src/lib/crypto';

/**
 * A checkout whose node died between the provider's answer and the commit: the provider took the
 * money (its row in test_provider_payments), the payment is still `processing`, ten minutes old.
 */
export async function leaveCheckoutStuck(sql: pg.Pool, userId: string, key: string, card: string) {
  const last4 = card.slice(-4);
  await sql.query(
    `insert into test_provider_payments (reference, idempotency_key, status, card_brand, card_last4)
     values ($1, $2, 'succeeded', 'visa', $3)`,
    [`test_pay_${randomBytes(8).toString('hex')}`, `${userId}:${key}`, last4],
  );
  await sql.query(
    `insert into payments (user_id, idempotency_key, request_hash, receipt_number, plan_id,
       interval, amount, currency, status, provider, card_brand, card_last4, created_at, updated_at)
     values ($1, $2, $3, $4, 'buyer-pro', 'monthly', $5, 'usd', 'processing', 'test', 'visa', $6,
       now() - interval '10 minutes', now() - interval '10 minutes')`,
    [
      userId,
      key,
      sha256(['buyer-pro', 'monthly', 'visa', last4].join('|')),
      `NW-STUCK-${randomBytes(4).toString('hex').toUpperCase()}`,
      PLANS['buyer-pro'].prices.monthly,
      last4,
    ],
  );
}

/** Reads a Server-Sent Events body until `needle` shows up or `timeoutMs` passes. */
export async function readUntil(
  body: ReadableStream<Uint8Array>,
  needle: string,
  timeoutMs: number,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  let text = '';
  // One read at a time: a read abandoned to a timeout would swallow its chunk.
  let pending = reader.read();
  while (!text.includes(needle) && Date.now() < deadline) {
    const chunk = await Promise.race([
      pending,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
    ]);
    if (!chunk) continue;
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    pending = reader.read();
  }
  // The caller aborts the stream next; the read left waiting then rejects.
  pending.catch(() => undefined);
  return text;
}
