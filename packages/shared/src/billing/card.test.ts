import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from './billing-messages';
import { ZCheckoutRequestSchema } from './billing-schemas';
import {
  cardBrand,
  cardNumberProblem,
  cardProblems,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  luhnValid,
} from './card';
import { TEST_CARDS } from './test-cards';

const now = new Date('2026-11-21T12:00:00Z');

describe('luhnValid', () => {
  it.each([TEST_CARDS.succeeds, TEST_CARDS.declined, TEST_CARDS.requiresAction, '378282246310005'])(
    'accepts %s',
    (number) => expect(luhnValid(number)).toBe(true),
  );

  it('refuses a number with one digit changed, and non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242-4242-4242-424x')).toBe(false);
  });

  it('ignores the spaces and dashes people type', () => {
    expect(luhnValid('4242 4242-4242 4242')).toBe(true);
  });
});

describe('cardNumberProblem', () => {
  it('names what is wrong', () => {
    expect(cardNumberProblem('')).toBe(M.cardNumberRequired);
    expect(cardNumberProblem('4242 abcd')).toBe(M.cardNumberDigits);
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(M.cardNumberInvalid);
    expect(cardNumberProblem('4242 4242 4242')).toBe(M.cardNumberInvalid);
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
  });
});

describe('brand and formatting', () => {
  it('recognises the brand from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223 0031 2200 3222')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('6011 1111 1111 1117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('groups digits as the card prints them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a42')).toBe('4242');
  });

  it('types the expiry slash in', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/29')).toBe('12/29');
  });

  it('takes MM/YY, "MM / YY", MMYY and MM/YYYY as pasted or filled in', () => {
    expect(formatExpiry('12 / 29')).toBe('12/29');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2029')).toBe('12/29');
    expect(formatExpiry('12 / 2029')).toBe('12/29');
  });
});

describe('expiryProblem', () => {
  it('accepts this month and later, refuses last month', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('01/27', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe(M.expired);
  });

  it('accepts "MM / YY" and MMYY as well as MM/YY', () => {
    expect(expiryProblem('12 / 29', now)).toBeNull();
    expect(expiryProblem('1229', now)).toBeNull();
    expect(expiryProblem('1326', now)).toBe(M.expiryFormat);
  });

  it('wants MM/YY with a real month', () => {
    expect(expiryProblem('', now)).toBe(M.expiryRequired);
    expect(expiryProblem('13/27', now)).toBe(M.expiryFormat);
    expect(expiryProblem('127', now)).toBe(M.expiryFormat);
    expect(expiryProblem('12/2099', now)).toBe(M.expiryFormat);
  });
});

describe('cvcProblem', () => {
  it('wants 3 digits, 4 for American Express', () => {
    expect(cvcProblem('123', TEST_CARDS.succeeds)).toBeNull();
    expect(cvcProblem('12', TEST_CARDS.succeeds)).toBe(M.cvcInvalid(3));
    expect(cvcProblem('123', '378282246310005')).toBe(M.cvcInvalid(4));
    expect(cvcProblem('', TEST_CARDS.succeeds)).toBe(M.cvcRequired);
  });
});

describe('cardProblems', () => {
  it('reports each field once', () => {
    expect(cardProblems({ number: '4242', expiry: '01/20', cvc: 'x', name: ' ' }, now)).toEqual({
      number: M.cardNumberInvalid,
      expiry: M.expired,
      cvc: M.cvcInvalid(3),
      name: M.nameRequired,
    });
  });
});

describe('ZCheckoutRequestSchema', () => {
  const valid = {
    planId: 'buyer-pro',
    interval: 'monthly',
    idempotencyKey: 'checkout_0123456789abcdef',
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: ' Ada Lovelace ' },
  };

  it('keeps digits only and a trimmed name', () => {
    const parsed = ZCheckoutRequestSchema.parse(valid);
    expect(parsed.card.number).toBe('4242424242424242');
    expect(parsed.card.name).toBe('Ada Lovelace');
  });

  it('points at the bad field with its message', () => {
    const result = ZCheckoutRequestSchema.safeParse({
      ...valid,
      card: { ...valid.card, number: '4242 4242 4242 4241' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['card', 'number'],
      message: M.cardNumberInvalid,
    });
  });

  it('refuses an unknown plan and a short idempotency key', () => {
    const result = ZCheckoutRequestSchema.safeParse({
      ...valid,
      planId: 'gold',
      idempotencyKey: 'x',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      M.planInvalid,
      M.idempotencyKeyInvalid,
    ]);
  });
});
