import { randomUUID } from 'node:crypto';
import { TEST_CARDS, cardBrand } from '@nestwise/shared';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPaymentResult,
} from './payment-provider';

/**
 * The embedded provider: never moves money and needs no network. Card numbers decide the outcome,
 * like a real provider's test mode: 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for
 * a second step, every other valid card succeeds.
 *
 * State is kept in memory (a real provider keeps it on its side): idempotency keys, so a retried
 * call answers the first result, and payments waiting for their second step. A restart forgets
 * those; the server then reports the waiting payment as failed and the user starts again.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  /** How many charges were made (tests check that a repeat made none). */
  charges = 0;
  private readonly byKey = new Map<string, ProviderPaymentResult>();
  private readonly payments = new Map<string, ProviderPaymentResult>();

  async createPayment(input: CreatePaymentInput): Promise<ProviderPaymentResult> {
    const known = this.byKey.get(input.idempotencyKey);
    if (known) return known;
    if (input.amount <= 0) throw new PaymentProviderError('amount must be positive');
    const reference = `test_pay_${randomUUID().replaceAll('-', '')}`;
    const card = { brand: cardBrand(input.card.number), last4: input.card.number.slice(-4) };
    let result: ProviderPaymentResult;
    if (input.card.number === TEST_CARDS.declined) {
      result = { status: 'declined', reference, ...card, declineCode: 'card_declined' };
    } else if (input.card.number === TEST_CARDS.requiresAction) {
      result = { status: 'requires_action', reference, ...card };
    } else {
      this.charges += 1;
      result = { status: 'succeeded', reference, ...card };
    }
    this.byKey.set(input.idempotencyKey, result);
    this.payments.set(reference, result);
    return result;
  }

  async confirmPayment(input: {
    reference: string;
    authenticated: boolean;
  }): Promise<ProviderPaymentResult> {
    const payment = this.payments.get(input.reference);
    if (!payment) throw new PaymentProviderError(`unknown payment ${input.reference}`);
    if (payment.status !== 'requires_action') return payment;
    const { reference, brand, last4 } = payment;
    let result: ProviderPaymentResult;
    if (input.authenticated) {
      this.charges += 1;
      result = { status: 'succeeded', reference, brand, last4 };
    } else {
      result = {
        status: 'declined',
        reference,
        brand,
        last4,
        declineCode: 'authentication_failed',
      };
    }
    this.payments.set(reference, result);
    return result;
  }

  async findPayment(idempotencyKey: string): Promise<ProviderPaymentResult | null> {
    const created = this.byKey.get(idempotencyKey);
    return created ? (this.payments.get(created.reference) ?? created) : null;
  }

  async refundPayment(input: { reference: string; amount: number }) {
    const payment = this.payments.get(input.reference);
    if (payment?.status !== 'succeeded') {
      throw new PaymentProviderError(`payment ${input.reference} cannot be refunded`);
    }
    return { refundReference: `test_refund_${randomUUID().replaceAll('-', '')}` };
  }
}
