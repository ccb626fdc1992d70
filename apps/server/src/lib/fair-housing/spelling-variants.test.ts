import { describe, expect, it } from 'vitest';
import { checkAdvertisement } from './advertisement';
import { americanSpelling } from './spelling-variants';
import { tokenize } from './tokenize';

const texts = (text: string) => tokenize(text).map((token) => token.text);
const classes = (text: string) =>
  checkAdvertisement(text)
    .map((finding) => finding.protectedClass)
    .sort();

describe('British and Canadian spellings read as the American vocabulary', () => {
  it('folds -our, -ise/-yse, -tre, -ence, doubled l, -amme and ae/oe by rule', () => {
    const folded = [
      'colouring',
      'neighbourly',
      'favoured',
      'behavioural',
      'honourable',
      'labourer',
      'paralysed',
      'baptised',
      'organising',
      'centred',
      'metres',
      'licenced',
      'defences',
      'travelled',
      'counselling',
      'programmes',
      'paediatric',
    ].map(americanSpelling);
    expect(folded).toEqual([
      'coloring',
      'neighborly',
      'favored',
      'behavioral',
      'honorable',
      'laborer',
      'paralyzed',
      'baptized',
      'organizing',
      'centered',
      'meters',
      'licensed',
      'defenses',
      'traveled',
      'counseling',
      'programs',
      'pediatric',
    ]);
  });

  it('never makes a non-word: words that only look British stay as they are', () => {
    const kept = ['four', 'hour', 'detour', 'flour', 'advise', 'promise', 'raised', 'premises'];
    kept.push('exercise', 'fence', 'silence', 'residence', 'filled', 'installed', 'controlled');
    kept.push('acre', 'genre', 'aerial', 'whoever', 'poetry', 'ourselves', 'course', 'journal');
    expect(kept.map(americanSpelling)).toEqual(kept);
  });

  it('tokenizes the British form, with a possessive or plural, to the American word', () => {
    expect(texts("The neighbourhood's colour; mum's favourite centres")).toEqual([
      'the',
      'neighborhood',
      'color',
      'mom',
      'favorite',
      'centers',
    ]);
  });

  it('finds the same classes in British and American wording', () => {
    const pairs: Array<[string, string]> = [
      [
        'Tenants of a darker colouring need not apply.',
        'Tenants of a darker coloring need not apply.',
      ],
      ['Christian neighbours are favoured here.', 'Christian neighbors are favored here.'],
      [
        'No one on a paralysed list or in a wheelchair, we are not a centre for that.',
        'No one on a paralyzed list or in a wheelchair, we are not a center for that.',
      ],
      [
        'Applicants on a housing programme need not apply.',
        'Applicants on a housing program need not apply.',
      ],
      ['Mums with toddlers need not apply.', 'Moms with toddlers need not apply.'],
    ];
    for (const [british, american] of pairs) {
      expect(classes(british)).toEqual(classes(american));
      expect(classes(british).length).toBeGreaterThan(0);
    }
  });

  it('spends bounded work on a very long token', () => {
    const long = 'colour'.repeat(4000) + 'ae'.repeat(4000);
    const started = performance.now();
    expect(americanSpelling(long)).toBe(long);
    expect(tokenize(`${long} `.repeat(3))).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('leaves a harmless British sentence alone', () => {
    expect(checkAdvertisement('Colourful kitchen, near the theatre and the town centre.')).toEqual(
      [],
    );
    expect(
      checkAdvertisement('Licenced contractors travelled far to renovate the neighbourhood park.'),
    ).toEqual([]);
  });
});
