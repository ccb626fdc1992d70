import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from '..';
import { NAMING_A_PLACE } from '../acceptable-phrases';
import { tokenize } from '../tokenize';
import { clauseFeatures, clauses, MAX_CLAUSE_TOKENS } from './features';
import defaultModel from './model.json';
import type { GuardModel } from './model';

/**
 * The learned layer (docs/decisions/0300-fair-housing-learned-guard.md): words the lexicon never
 * listed meet the frames through their class (an embedding neighbour), the rules' findings stay,
 * and the same words naming a place or a feature stay clean.
 */
const model = defaultModel as unknown as GuardModel;
const rulesOnly = (text: string) => checkAdvertisement(text, { model: null });
const classesIn = (text: string, state?: string) =>
  checkAdvertisement(text, { state }).map((found) => found.protectedClass);

describe('the model finds a class said in words the lexicon never listed', () => {
  it.each([
    ['Ideal for a Quaker tenant.', 'religion'],
    ['Not suitable for anyone with Tourette syndrome.', 'disability'],
    ["Tenants with Parkinson's will not be considered.", 'disability'],
  ])('%s → %s', (text, cls) => {
    expect(rulesOnly(text)).toEqual([]);
    expect(classesIn(text)).toContain(cls);
  });

  it('reports the clause with the class’s rule id, suggestion and source, in the rules’ shape', () => {
    const text =
      'Sunny two-bedroom. Not suitable for anyone with Tourette syndrome. Garage included.';
    const [found] = checkAdvertisement(text);
    expect(found).toMatchObject({
      ruleId: 'disability-limitation',
      protectedClass: 'disability',
      text: 'Not suitable for anyone with Tourette syndrome',
      rewrite: '',
    });
    expect(text.slice(found!.start, found!.end)).toBe(found!.text);
    expect(found!.suggestion).toMatch(/Do not limit buyers or tenants by disability/);
    expect(['high', 'medium']).toContain(found!.severity);
  });
});

describe('class words come from each class’s field as well as its groups (decision 0395)', () => {
  it('reads "benefits" as source of income, not as the national origin it once leaned to', () => {
    const text = 'Applicants who receive benefits need not apply.';
    expect(rulesOnly(text)).toEqual([]);
    expect(classesIn(text)).toEqual(['source-of-income']);
    expect(classesIn(text, 'TX')).toEqual([]);
  });
});

describe('the same words naming a place, a feature or the home stay clean', () => {
  it.each(NAMING_A_PLACE)('%s', (text) => {
    expect(checkAdvertisement(text)).toEqual([]);
  });
});

describe('the model keeps the exemptions the rules keep', () => {
  it('judges source of income where the state protects it or none is given', () => {
    const text = 'Applicants on unemployment need not apply.';
    expect(classesIn(text)).toEqual(['source-of-income']);
    expect(classesIn(text, 'TX')).toEqual([]);
    const [found] = checkAdvertisement(text, { state: 'NY' });
    expect(found).toMatchObject({ protectedClass: 'source-of-income' });
    expect(found!.source).toMatch(/New York/);
  });

  it('lets housing for older persons limit children', () => {
    const text = 'No toddlers or preschoolers.';
    expect(classesIn(text)).toContain('familial-status');
    expect(checkAdvertisement(text, { olderPersonsHousing: true })).toEqual([]);
  });
});

describe('the model reads bounded clauses', () => {
  it('cuts a sentence with no stop into clauses of at most MAX_CLAUSE_TOKENS tokens', () => {
    const tokens = tokenize('word '.repeat(3 * MAX_CLAUSE_TOKENS + 5));
    const spans = clauses(tokens);
    expect(spans.every(([from, to]) => to - from <= MAX_CLAUSE_TOKENS)).toBe(true);
    expect(spans.at(-1)![1]).toBe(tokens.length);
  });

  it('does not end a sentence at "St." or "Dr."', () => {
    const tokens = tokenize('Near St. Mary’s. Close to Dr. King Blvd.');
    expect(clauses(tokens)).toHaveLength(2);
  });

  it('crosses each class near a word with each frame cue', () => {
    const tokens = tokenize('Ideal for a Quaker tenant.');
    const features = clauseFeatures(tokens, 0, tokens.length);
    expect(features.get('cls:religion')).toBeGreaterThan(0.5);
    expect(features.has('x:religion:prefer')).toBe(true);
  });

  it('was trained with a threshold chosen by cross-validation and ships its figures', () => {
    expect(model.threshold).toBeGreaterThan(0);
    expect(model.threshold).toBeLessThan(1);
    expect(model.evaluation?.crossValidated?.precision).toBeGreaterThanOrEqual(0.95);
  });
});
