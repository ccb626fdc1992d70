import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TEST_CARDS, cardBrand } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { testProviderPayments } from './billing.schema';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentResult,
} from './payment-provider';

type Row = typeof testProviderPayments.$inferSelect;

function toResult(row: Row): ProviderPaymentResult {
  const card = { reference: row.reference, brand: row.cardBrand, last4: row.cardLast4 };
  if (row.status === 'declined') {
    return { status: 'declined', ...card, declineCode: row.declineCode ?? 'card_declined' };
  }
  return { status: row.status, ...card };
}

/**
 * The embedded provider: never moves money and needs no network. Card numbers decide the outcome,
 * like a real provider's test mode: 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for
 * a second step, every other valid card succeeds.
 *
 * Its state (payments by reference, waiting for their second step or not, and the idempotency key
 * each was created with) lives in the database, table test_provider_payments, as a real provider
 * keeps it on its side: every node sees the same payments, and a restart forgets nothing.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  /** How many charges this instance made (tests check that a repeat made none). */
  charges = 0;

  constructor(private readonly db: Executor) {}

  async createPayment(input: CreatePaymentInput): Promise<ProviderPaymentResult> {
    if (input.amount <= 0) throw new PaymentProviderError('amount must be positive');
    const number = input.card.number;
    const status =
      number === TEST_CARDS.declined
        ? 'declined'
        : number === TEST_CARDS.requiresAction
          ? 'requires_action'
          : 'succeeded';
    // Insert-or-read on the key: two nodes given the same key at once make one payment.
    const [created] = await this.db
      .insert(testProviderPayments)
      .values({
        reference: `test_pay_${randomUUID().replaceAll('-', '')}`,
        idempotencyKey: input.idempotencyKey,
        status,
        cardBrand: cardBrand(number),
        cardLast4: number.slice(-4),
        declineCode: status === 'declined' ? 'card_declined' : null,
      })
      .onConflictDoNothing({ target: testProviderPayments.idempotencyKey })
      .returning();
    if (created) {
      if (created.status === 'succeeded') this.charges += 1;
      return toResult(created);
    }
    const known = await this.byKey(input.idempotencyKey);
    if (!known) throw new PaymentProviderError(`payment for ${input.idempotencyKey} vanished`);
    return toResult(known);
  }

  async confirmPayment(input: {
    reference: string;
    authenticated: boolean;
  }): Promise<ProviderPaymentResult> {
    // Only a waiting payment moves on, once: a repeated confirmation answers its outcome.
    const [moved] = await this.db
      .update(testProviderPayments)
      .set(
        input.authenticated
          ? { status: 'succeeded' }
          : { status: 'declined', declineCode: 'authentication_failed' },
      )
      .where(
        and(
          eq(testProviderPayments.reference, input.reference),
          eq(testProviderPayments.status, 'requires_action'),
        ),
      )
      .returning();
    if (moved) {
      if (moved.status === 'succeeded') this.charges += 1;
      return toResult(moved);
    }
    const payment = await this.byReference(input.reference);
    if (!payment) throw new PaymentProviderError(`unknown payment ${input.reference}`);
    return toResult(payment);
  }

  async findPayment(idempotencyKey: string): Promise<ProviderPaymentResult | null> {
    const row = await this.byKey(idempotencyKey);
    return row ? toResult(row) : null;
  }

  async refundPayment(input: { reference: string; amount: number }) {
    const payment = await this.byReference(input.reference);
    if (payment?.status !== 'succeeded') {
      throw new PaymentProviderError(`payment ${input.reference} cannot be refunded`);
    }
    return { refundReference: `test_refund_${randomUUID().replaceAll('-', '')}` };
  }

  private async byKey(idempotencyKey: string): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.idempotencyKey, idempotencyKey));
    return row;
  }

  private async byReference(reference: string): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.reference, reference));
    return row;
  }
}
