import type { Order } from '../api/billing-api';

const storageKey = (order: Order) => `nestwise.checkout.${order.planId}.${order.interval}`;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `co_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One idempotency key per checkout, kept in this tab's sessionStorage: a reload or a second click
 * sends the same key, so the server answers with the first payment instead of charging again.
 */
export const checkoutKey = {
  get(order: Order): string {
    const existing = sessionStorage.getItem(storageKey(order));
    if (existing) return existing;
    const key = newKey();
    sessionStorage.setItem(storageKey(order), key);
    return key;
  },
  /** After a final answer (paid, declined, failed): the next attempt is a new checkout. */
  clear(order: Order) {
    sessionStorage.removeItem(storageKey(order));
  },
};
