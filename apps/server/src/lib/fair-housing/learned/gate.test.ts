import { describe, expect, it } from 'vitest';
import { tokenize } from '../tokenize';
import { toUnits } from '../units';
import { CLASSES } from './classes';
import { clauseFeatures } from './features';
import { verdictOf, type GuardModel } from './model';

/**
 * Who a model finding must be about, whatever the weights say
 * (docs/decisions/0410-fair-housing-guard-without-the-people-gate.md). A stand-in model sure of
 * one class whenever a word of that class is in the clause isolates the gate from the training.
 */
const sureOf = (cls: string, gate: GuardModel['gate']): GuardModel => {
  const row = [0, ...CLASSES.map((c) => (c === cls ? 20 : 0))];
  return { outcomes: ['none', ...CLASSES], threshold: 0.5, gate, weights: { [`cls:${cls}`]: row } };
};
const featuresOf = (text: string) => {
  const tokens = tokenize(text);
  return clauseFeatures(tokens, 0, tokens.length, toUnits(tokens));
};
const named = (text: string, cls: string, gate: GuardModel['gate']) =>
  verdictOf(sureOf(cls, gate), featuresOf(text))?.cls ?? null;

describe('the framed gate reads a limit that names no one', () => {
  it.each([
    ['No Buddhist altars in the units.', 'religion'],
    ['Catholic statues must be removed from the windows.', 'religion'],
  ])('%s → %s, where the people gate stays silent', (text, cls) => {
    expect(named(text, cls, 'framed')).toBe(cls);
    expect(named(text, cls, 'people')).toBeNull();
  });

  it('takes a colour as who lives there only with a share', () => {
    expect(named('The block is mostly white.', 'race-or-color', 'framed')).toBe('race-or-color');
  });

  it.each([
    // a word that is only coded when said of someone, far from a frame or of a thing
    ['Must keep the lawn healthy and mowed.', 'disability'],
    ['Seller is expecting multiple offers by Friday.', 'familial-status'],
    // a colour is a thing's unless a share puts it on who lives there
    ['Crisp white home with black shutters and a white area rug.', 'race-or-color'],
  ])('%s is no finding for %s', (text, cls) => {
    expect(named(text, cls, 'framed')).toBeNull();
  });
});

describe('children or a condition merely wished for are never a finding (README choices)', () => {
  it.each([
    ['Great for kids: fenced yard and a playground.', 'familial-status'],
    ['Elevator building, perfect for anyone with mobility issues.', 'disability'],
  ])('%s', (text, cls) => {
    expect(named(text, cls, 'people')).toBeNull();
    expect(named(text, cls, 'framed')).toBeNull();
  });

  it.each([
    ['Perfect for a couple, no kids.', 'familial-status'],
    ['Ideal for a mature couple.', 'familial-status'],
    ['Best suited to a tenant able to climb stairs.', 'disability'],
    ['No one with mobility issues, please.', 'disability'],
  ])('%s still is, refused or an age or ability', (text, cls) => {
    expect(named(text, cls, 'people')).toBe(cls);
  });
});
