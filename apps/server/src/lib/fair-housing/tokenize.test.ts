import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const lemmas = (text: string) => tokenize(text).map((token) => token.lemma);

describe('tokenize normalises paraphrases', () => {
  it('lowercases, maps leetspeak and misspellings, and gives singular lemmas', () => {
    expect(lemmas('No KIDZ, n0 k1ds, no childern, Christains')).toEqual([
      'no',
      'kid',
      'no',
      'kid',
      'no',
      'child',
      'christian',
    ]);
    expect(lemmas('families ladies women people babies')).toEqual([
      'family',
      'lady',
      'woman',
      'person',
      'baby',
    ]);
  });

  it('reads classified-ad shorthand for a group or its people ("Xian tnts pref", "no kds")', () => {
    expect(lemmas('Xian tnts pref, no kds, SDA tnt')).toEqual([
      'christian',
      'tenant',
      'preferred',
      'no',
      'kid',
      'adventist',
      'tenant',
    ]);
  });

  it('reads spelled-out words, stretched letters, contractions and "w/o"', () => {
    expect(lemmas('n o  k i d s')).toEqual(['no', 'kid']);
    expect(lemmas('nooo kiiids')).toEqual(['no', 'kid']);
    expect(lemmas("we don't accept; won't rent")).toEqual([
      'we',
      'do',
      'not',
      'accept',
      'will',
      'not',
      'rent',
    ]);
    expect(lemmas('tenants w/o children, w/ garage')).toEqual([
      'tenant',
      'without',
      'child',
      'with',
      'garage',
    ]);
  });

  it('keeps numbers, the "+" of "55+" and words glued to numbers apart', () => {
    expect(tokenize('55+ community').map((token) => [token.kind, token.text])).toEqual([
      ['number', '55'],
      ['symbol', '+'],
      ['word', 'community'],
    ]);
    expect(lemmas('section8 3br $500')).toEqual(['section', '8', '3', 'br', '500']);
  });

  it('marks possessives and breaks, and keeps offsets into the original text', () => {
    const tokens = tokenize("Children's room. No kids'");
    expect(tokens[0]).toMatchObject({ lemma: 'child', possessive: true, start: 0, end: 10 });
    expect(tokens[2]).toMatchObject({ lemma: 'no', breakBefore: true, start: 17 });
    expect(tokens[3]).toMatchObject({ lemma: 'kid', possessive: true });
  });
});

describe('tokenize reads words named like Object members as plain words', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', "constructor's"])(
    '%s',
    (word) => {
      const [token] = tokenize(`${word} near schools`);
      expect(typeof token!.text).toBe('string');
      expect(typeof token!.lemma).toBe('string');
    },
  );
});
