import { afterEach, describe, expect, it } from 'vitest';
import { ZIdempotencyKeySchema } from '@nestwise/shared';
import { checkoutKey } from './checkout-key';

const order = { planId: 'buyer-pro', interval: 'monthly' } as const;

describe('checkoutKey', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the same key until the checkout ends, so a reload cannot charge twice', () => {
    const first = checkoutKey.get(order);
    expect(ZIdempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(checkoutKey.get(order)).toBe(first);
    checkoutKey.clear(order);
    expect(checkoutKey.get(order)).not.toBe(first);
  });

  it('keeps one key per plan and billing period', () => {
    expect(checkoutKey.get(order)).not.toBe(checkoutKey.get({ ...order, interval: 'yearly' }));
  });
});
