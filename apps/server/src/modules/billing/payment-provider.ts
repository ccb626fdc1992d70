import type { CardBrand } from '@nestwise/shared';

/** The card as the provider receives it: only in memory, for the length of one call. */
export interface ProviderCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  description: string;
  card: ProviderCard;
  /** The provider answers a repeated key with its first result, as Stripe and Adyen do. */
  idempotencyKey: string;
  customerId: string;
}

/**
 * What the provider says about a payment. `requires_action`: the bank wants a second step
 * (3-D Secure); the client completes it and the server calls `confirmPayment`.
 */
export type ProviderPaymentResult =
  | { status: 'succeeded'; reference: string; brand: CardBrand; last4: string }
  | { status: 'requires_action'; reference: string; brand: CardBrand; last4: string }
  | {
      status: 'declined';
      reference: string;
      brand: CardBrand;
      last4: string;
      declineCode: 'card_declined' | 'authentication_failed';
    };

/** A fault reaching or inside the provider (not a decline): nothing was charged. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/**
 * A card payment provider. The embedded default is `TestPaymentProvider`; a real one (Stripe,
 * Adyen, Braintree…) implements the same four calls with its API and the same idempotency key.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when no money can move (shown as TEST MODE to the user). */
  readonly testMode: boolean;
  createPayment(input: CreatePaymentInput): Promise<ProviderPaymentResult>;
  /** The outcome of the second step for a payment that required it. */
  confirmPayment(input: {
    reference: string;
    authenticated: boolean;
  }): Promise<ProviderPaymentResult>;
  /**
   * What became of the payment created with this idempotency key, or null when none was created
   * (Stripe: search by the metadata we send with the key; Adyen: the merchant reference). Used
   * to settle a checkout whose server died before it wrote the provider's answer.
   */
  findPayment(idempotencyKey: string): Promise<ProviderPaymentResult | null>;
  /** Gives back a succeeded payment's money (whole amount). */
  refundPayment(input: { reference: string; amount: number }): Promise<{ refundReference: string }>;
}
