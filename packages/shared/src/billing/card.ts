import { BILLING_MESSAGES as M } from './billing-messages';

/** Card rules the form and the server share. Pure functions: no network, no storage. */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** Digits only: spaces and dashes people type are dropped. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The problem with a card number, or null. */
export function cardNumberProblem(number: string): string | null {
  const digits = cardDigits(number);
  if (!digits) return M.cardNumberRequired;
  if (!/^\d+$/.test(digits)) return M.cardNumberDigits;
  const length = cardBrand(digits) === 'amex' ? [15] : [13, 16, 19];
  if (!length.includes(digits.length) || !luhnValid(digits)) return M.cardNumberInvalid;
  return null;
}

/** Groups of 4 (American Express: 4-6-5), as the number field shows it. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Month and year as people type, paste or autofill them: 'MM/YY', 'MM / YY', 'MMYY' or
 * 'MM/YYYY'. The separator is optional; a four-digit year keeps its last two digits.
 */
const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$|^\s*(\d{2})(\d{2})\s*$/;

/** 'MM/YY' as typed (digits fill in the slash; a pasted 'MM / YYYY' becomes 'MM/YY'). */
export function formatExpiry(value: string): string {
  const whole = /^\s*(\d{2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(value);
  if (whole) return `${whole[1]}/${whole[2]}`;
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and full year of an expiry in one of the shapes above, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(value);
  if (!match) return null;
  const monthText = match[1] ?? match[3]!;
  const yearText = match[2] ?? match[4]!;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function expiryProblem(value: string, now: Date): string | null {
  if (!value.trim()) return M.expiryRequired;
  const parsed = parseExpiry(value);
  if (!parsed) return M.expiryFormat;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = parsed.year * 12 + (parsed.month - 1);
  if (expiry < thisMonth) return M.expired;
  if (expiry > thisMonth + 12 * 20) return M.expiryFormat;
  return null;
}

export function cvcProblem(cvc: string, number: string): string | null {
  if (!cvc.trim()) return M.cvcRequired;
  const length = cardBrand(number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${length}}$`).test(cvc.trim())) return M.cvcInvalid(length);
  return null;
}

export function cardholderNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return M.nameRequired;
  if (trimmed.length < 2 || trimmed.length > 100 || !/\p{L}/u.test(trimmed)) return M.nameInvalid;
  return null;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Every field's problem, for the form to show next to each field. */
export function cardProblems(card: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const problems: Partial<Record<keyof CardInput, string>> = {};
  const number = cardNumberProblem(card.number);
  if (number) problems.number = number;
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) problems.expiry = expiry;
  const cvc = cvcProblem(card.cvc, card.number);
  if (cvc) problems.cvc = cvc;
  const name = cardholderNameProblem(card.name);
  if (name) problems.name = name;
  return problems;
}
