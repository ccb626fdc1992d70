import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../messages/auth-messages';
import { displayNameFrom } from './display-name';
import { passwordProblems, passwordScore, passwordStrength } from './password';

describe('passwordProblems', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Abc12!')).toEqual([]);
  });

  it.each([
    ['Ab1!x', PASSWORD_MESSAGES.tooShort],
    ['abc123!', PASSWORD_MESSAGES.uppercase],
    ['ABC123!', PASSWORD_MESSAGES.lowercase],
    ['Abcdef!', PASSWORD_MESSAGES.number],
    ['Abc1234', PASSWORD_MESSAGES.special],
  ])('reports %j: %s', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });

  it('uses the spec texts word for word', () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 6 characters long');
    expect(PASSWORD_MESSAGES.uppercase).toBe('Password must contain at least one uppercase letter');
  });

  it('lists every broken rule in the spec order', () => {
    expect(passwordProblems('')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
    ]);
  });

  it('counts a space or a non-Latin character as special', () => {
    expect(passwordProblems('Abc 123')).toEqual([]);
    expect(passwordProblems('Abc123é')).toEqual([]);
  });
});

describe('passwordScore and passwordStrength (thresholds)', () => {
  it.each([
    ['', 0, 'weak'],
    ['abcdef', 1, 'weak'],
    ['abcdefgh', 2, 'weak'], // length ≥ 8 + lowercase
    ['Abcdefgh', 3, 'medium'], // + uppercase
    ['Abcdefg1', 4, 'medium'], // + digit
    ['Abcdef1!', 5, 'strong'], // + other character
    ['Abcdefghijk1', 5, 'strong'], // length ≥ 12 instead of a symbol
    ['Abcdefghijk1!', 6, 'strong'],
  ])('%j scores %i: %s', (password, score, strength) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(strength);
  });

  it('gives a point for each length threshold exactly at 8 and 12', () => {
    expect(passwordScore('aaaaaaa')).toBe(1);
    expect(passwordScore('aaaaaaaa')).toBe(2);
    expect(passwordScore('aaaaaaaaaaa')).toBe(2);
    expect(passwordScore('aaaaaaaaaaaa')).toBe(3);
  });
});

describe('displayNameFrom (profile update)', () => {
  it('joins trimmed names only when both are given', () => {
    expect(displayNameFrom(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(displayNameFrom('Ada', '')).toBeNull();
    expect(displayNameFrom(undefined, 'Lovelace')).toBeNull();
    expect(displayNameFrom('  ', 'Lovelace')).toBeNull();
    expect(displayNameFrom(null, null)).toBeNull();
  });
});
