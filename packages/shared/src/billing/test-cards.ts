/** The embedded test provider's cards (shown on the TEST MODE banner and in the README). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

export const TEST_CARD_LIST = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined' },
  { number: '4000 0027 6000 3184', outcome: 'Asks for a second step (authentication)' },
] as const;
