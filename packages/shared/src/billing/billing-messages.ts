import type { Plan } from './plans';

/** Texts of the billing pages and answers (the spec shows none; these are ours). */
export const BILLING_MESSAGES = {
  cardNumberRequired: 'Card number is required',
  cardNumberDigits: 'Card number can only contain digits',
  cardNumberInvalid: 'Card number is not valid',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvcRequired: 'Security code is required',
  cvcInvalid: (length: number) => `Security code must be ${length} digits`,
  nameRequired: 'Name on card is required',
  nameInvalid: 'Enter the name as it appears on the card',
  planInvalid: 'Choose a plan',
  intervalInvalid: 'Choose monthly or yearly billing',
  idempotencyKeyInvalid: 'Checkout key is missing or malformed; reload the page and try again',
  freePlan: 'The Free plan needs no payment',
  planNotForRole: (plan: Plan) =>
    `The ${plan.name} plan is for agents. Choose Buyer Pro, or ask an administrator to make your account an agent account.`,
  alreadyOnPlan: (plan: Plan) => `You are already on the ${plan.name} plan.`,
  keyReused: 'This checkout was already used for a different plan. Reload the page and try again.',
  inProgress: 'This payment is still being processed. Wait a moment and reload the page.',
  paymentNotFound: 'Payment not found',
  notAwaitingConfirmation: 'This payment is not waiting for confirmation',
  noSubscription: 'You have no paid subscription to cancel',
  declined: 'Your card was declined. No money was taken. Try another card.',
  authenticationFailed:
    'Card authentication failed. No money was taken. Try again or use another card.',
  providerUnavailable: 'The payment provider could not be reached. No money was taken; try again.',
  listingLimit: (plan: Plan, upgrade: Plan | null) =>
    `Your ${plan.name} plan allows ${plan.limits.activeListings} active listings.` +
    (upgrade ? ` Upgrade to ${upgrade.name} to list more.` : ''),
  aiToolLimit: (plan: Plan, upgrade: Plan | null) =>
    `Your ${plan.name} plan includes ${plan.limits.aiToolRunsPerMonth} AI tool runs a month, and you have used them all.` +
    (upgrade ? ` Upgrade to ${upgrade.name} for unlimited runs.` : ''),
} as const;

/** Stable codes of billing refusals. */
export const BILLING_ERROR_CODES = {
  planLimit: 'billing/plan-limit',
  declined: 'billing/card-declined',
  authenticationFailed: 'billing/authentication-failed',
  planNotForRole: 'billing/plan-not-for-role',
  alreadyOnPlan: 'billing/already-on-plan',
  keyReused: 'billing/idempotency-key-reused',
  inProgress: 'billing/payment-in-progress',
  notAwaitingConfirmation: 'billing/not-awaiting-confirmation',
  noSubscription: 'billing/no-subscription',
  providerUnavailable: 'billing/provider-unavailable',
} as const;
