import type { FairHousingClass } from '@nestwise/shared';
import type { LexiconEntry } from './lexicon-entry';

/**
 * What a listing or a request may say about a person's health, ability, birth, accent, faith
 * practice or skin, rather than name a group. These words are everyday words elsewhere ("health
 * club", "birth of the neighborhood", "kosher kitchen"), so they count only where a frame puts
 * them on the people who may live there (frames.ts), never on their own.
 */

/**
 * Health and ability a listing may demand ("must be in good physical health", "able to climb
 * stairs"): a limitation by disability in any frame about the people.
 */
const ABILITIES: Array<[FairHousingClass, string[]]> = [
  [
    'disability',
    [
      'physical health',
      'perfect health',
      'excellent health',
      'bill of health',
      'mobility',
      'mentally stable',
      'emotionally stable',
      'mentally sound',
      'mentally healthy',
      'mentally fit',
      'self sufficient',
      'without assistance',
      'independent living',
      'live independently',
      'living independently',
      'able to climb',
      'climb',
      'able to live',
      'able to manage stair',
      'able to manage the stair',
      'able to navigate stair',
      'able to navigate the stair',
      'able to see',
      'able to hear',
      'physically able',
      'physically capable',
    ],
  ],
];

const TRAITS: Array<[FairHousingClass, string[]]> = [
  // conditions: refused ("no one with …") they limit; "designed for residents with limited
  // mobility" describes accessibility (frames.ts)
  [
    'disability',
    [
      'health problem',
      'health issue',
      'health condition',
      'medical condition',
      'medical problem',
      'medical issue',
      'chronic illness',
      'illness',
      'physical limitation',
      'physical impairment',
      'physical disability',
      'impairment',
      'mobility issue',
      'mobility problem',
      'mobility impairment',
      'mobility limitation',
      'limited mobility',
      'reduced mobility',
      'mobility aid',
      'mobility device',
      'psychiatric',
      'psychiatric condition',
      'psychiatric illness',
      'psychiatric disorder',
      'psychiatric history',
      'mental health issue',
      'mental health problem',
      'mental health condition',
      'mental health history',
      'mental disorder',
      'mental health',
      'mental health diagnosis',
      'diagnosis',
      'mental condition',
      'on oxygen',
      'addiction',
      'mobility need',
    ],
  ],
  [
    'national-origin',
    [
      'birth certificate',
      'us birth certificate',
      'american birth certificate',
      'country of birth',
      'place of birth',
      'birthplace',
      'country of origin',
      'born in',
      'born here',
      'born abroad',
      'born overseas',
      'ancestry',
      'descent',
      'accent',
      'foreign accent',
      'heavy accent',
      'thick accent',
    ],
  ],
  [
    'religion',
    [
      'attend church',
      'church attendance',
      'attend mass',
      'go to church',
      'church member',
      'church membership',
      'keep kosher',
      'keep halal',
      'keep the sabbath',
      'observe the sabbath',
      'sabbath',
      'shabbat',
      'lent',
      'ramadan',
      'passover',
      'kosher diet',
      'halal diet',
      'eat pork',
      'worship',
      'member of the congregation',
      'member of our congregation',
      'member of our church',
      'parishioner',
      'congregant',
    ],
  ],
  // "skin color" is a topic word in lexicon.ts, judged by the same frames
  ['race-or-color', ['complexion', 'skin tone']],
];

/** Adjectives for people that are themselves a group word ("American-born", "light-skinned"). */
const GROUP_ADJECTIVES: Array<[FairHousingClass, string[]]> = [
  ['national-origin', ['american born', 'us born', 'foreign born', 'foreign national']],
  // more origins than lexicon.ts names; a house style ("Dutch colonial", "Greek revival",
  // "Persian rug") is no group, since an adjective needs a people or place noun (units.ts)
  [
    'national-origin',
    [
      'scandinavian',
      'swedish',
      'norwegian',
      'danish',
      'dutch',
      'greek',
      'turkish',
      'iranian',
      'persian',
      'pakistani',
      'bangladeshi',
      'afghan',
      'iraqi',
      'syrian',
      'lebanese',
      'egyptian',
      'moroccan',
      'palestinian',
      'israeli',
      'nigerian',
      'ethiopian',
      'ghanaian',
      'kenyan',
      'jamaican',
      'dominican',
      'salvadoran',
      'guatemalan',
      'honduran',
      'colombian',
      'venezuelan',
      'brazilian',
      'ukrainian',
      'armenian',
      'thai',
      'cambodian',
      'hmong',
      'taiwanese',
      'nepali',
      'slavic',
      'caribbean',
      'west indian',
      'latin american',
      'anglo',
      'anglo saxon',
    ],
  ],
  ['race-or-color', ['native american', 'indigenous', 'pacific islander', 'brown skinned']],
  ['race-or-color', ['light skinned', 'fair skinned', 'dark skinned', 'light complected']],
  ['race-or-color', ['dark complected', 'pale skinned', 'brown skinned']],
  ['religion', ['bible believing', 'sabbath observant', 'shabbat observant', 'torah observant']],
];

/** Religious practice said of a household: "kosher household", "an observant family". */
const PRACTICE_ADJECTIVES = ['kosher', 'halal', 'observant', 'pious'];

/** Phrases only ever used to sort people, whatever surrounds them. */
const CODE_PHRASES = [
  'right kind of person',
  'right sort of person',
  'right type of person',
  'right kind of neighbor',
  'right kind of family',
  'right kind of resident',
  'right kind of tenant',
  'right crowd',
  'our kind of person',
  'our kind of neighbor',
  'our own kind',
  'their own kind',
];

const entry = (
  cls: FairHousingClass,
  phrase: string,
  values: Partial<LexiconEntry>,
): LexiconEntry => ({
  words: phrase.split(' '),
  cls,
  strength: 'coded',
  adjective: false,
  nouns: 'person-place',
  ...values,
});

export const TRAIT_ENTRIES: LexiconEntry[] = [
  ...ABILITIES.flatMap(([cls, phrases]) =>
    phrases.map((phrase) => entry(cls, phrase, { tag: 'ability' })),
  ),
  ...TRAITS.flatMap(([cls, phrases]) =>
    phrases.map((phrase) => entry(cls, phrase, { tag: 'trait' })),
  ),
  ...GROUP_ADJECTIVES.flatMap(([cls, phrases]) =>
    phrases.map((phrase) => entry(cls, phrase, { strength: 'direct', adjective: true })),
  ),
  ...PRACTICE_ADJECTIVES.map((word) =>
    entry('religion', word, { adjective: true, nouns: 'person' }),
  ),
  ...CODE_PHRASES.map((phrase) => entry('race-or-color', phrase, { tag: 'code' })),
];
