import type { FairHousingClass } from '@nestwise/shared';
import { ABILITIES, ABILITY_ADJECTIVES, HELP_CONDITIONS } from './abilities';
import { CONDITIONS } from './conditions';
import type { LexiconEntry } from './lexicon-entry';

/**
 * What a listing or a request may say about a person's health, ability, birth, accent, faith
 * practice or skin, rather than name a group. These words are everyday words elsewhere ("health
 * club", "birth of the neighborhood", "kosher kitchen"), so they count only where a frame puts
 * them on the people who may live there (frames.ts), never on their own.
 */

/** Going to worship, said of the person: "tenants who go to temple", "buyers who attend Mass". */
const WORSHIP_VERBS = ['attend', 'go to', 'worship at'];
const WORSHIP_PLACES = [
  'mass',
  'temple',
  'synagogue',
  'mosque',
  'shul',
  'gurdwara',
  'meeting house',
];

/**
 * Where a person was born or brought up, said of the person: each way of saying upbringing ×
 * each way of placing it ("raised in this country", "grew up here", "brought up abroad", "born
 * and raised in the States"). "Born in" covers any country named after it; the frame decides
 * whether it is demanded (frames.ts), so "the owner grew up here" in a description is no limit.
 */
const UPBRINGING = ['born', 'raised', 'grown up', 'grew up', 'brought up', 'reared', 'bred'];
UPBRINGING.push('born and raised', 'born and bred', 'native');
const PLACED = ['in', 'here', 'abroad', 'overseas', 'stateside', 'locally', 'outside'];
const UPBRINGING_PLACES = UPBRINGING.flatMap((way) => PLACED.map((where) => `${way} ${where}`));

/**
 * Religious observance as an event a person takes part in (decision 0720): each gathering for
 * worship or study, alone and after each way of taking part ("attendance at Bible study",
 * "participation in morning prayers"). Only a frame makes it a limit ("Bible study is required
 * of all tenants", "chapel is a condition of the lease"); "a church with Bible study nearby" is
 * a landmark.
 */
const OBSERVANCES = [
  'bible study',
  'bible class',
  'prayer meeting',
  'prayer service',
  'prayer group',
  'morning prayer',
  'evening prayer',
  'daily prayer',
  'worship service',
  'church service',
  'sunday service',
  'sunday school',
  'chapel service',
  'devotion',
  'daily devotion',
  'vespers',
  'religious instruction',
];
const TAKING_PART = ['attendance at', 'participation in', 'take part in', 'join'];
const OBSERVANCE_TRAITS = [
  ...OBSERVANCES,
  ...['mass', 'chapel', 'worship', 'sabbath'].map((event) => `${event} attendance`),
  ...TAKING_PART.flatMap((way) => OBSERVANCES.map((event) => `${way} ${event}`)),
  ...WORSHIP_VERBS.flatMap((verb) => OBSERVANCES.map((event) => `${verb} ${event}`)),
];

/**
 * A sex said of a person rather than named (gender identity, which HUD reads as sex): the sex
 * or gender given at birth and the words for it. Demanded in a frame it limits ("must live as
 * the sex they were assigned at birth", "gender identity must match your ID"); said of no one
 * ("a birth certificate") it is not listed here.
 */
const ASSIGNED = ['assigned', 'designated'].flatMap((verb) =>
  ['', 'male ', 'female '].map((sex) => `${verb} ${sex}at birth`),
);
const SEX_TRAITS = [
  ...ASSIGNED,
  ...['biological', 'birth'].flatMap((kind) => [`${kind} sex`, `${kind} gender`]),
  ...['sex', 'gender'].flatMap((word) => [`${word} at birth`, `${word} identity`]),
  'gender expression',
  'biologically male',
  'biologically female',
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
      'on disability',
      'respiratory condition',
      'heart condition',
      'chronic condition',
      'medical need',
      'emotional problem',
      'emotional issue',
      'behavioral problem',
      // the senses' conditions: "not hard of hearing", "no one visually impaired"
      ...['hard of hearing', 'hearing impaired', 'hearing impairment', 'hearing loss', 'deafness'],
      ...['visually impaired', 'vision impaired', 'visual impairment', 'vision loss', 'blindness'],
      ...['low vision', 'partially sighted', 'legally blind', 'poor eyesight', 'poor hearing'],
      ...CONDITIONS,
      // needing the home changed for one's body: "tenants who need the building modified"
      ...['need', 'require'].flatMap((verb) => [
        `${verb} modification`,
        `${verb} accommodation`,
        `${verb} accessibility`,
        ...['building', 'unit', 'home', 'house', 'apartment'].flatMap((home) =>
          ['modified', 'adapted', 'altered', 'retrofitted'].map(
            (done) => `${verb} the ${home} ${done}`,
          ),
        ),
      ]),
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
      // the place of birth said as a clause or a record: "proof of where you were born", "a
      // record of birth", "what country your parents were born in"
      ...['you', 'they', 'he', 'she', 'your parent', 'your family', 'applicant'].flatMap((who) =>
        ['was', 'were', 'are', 'is'].flatMap((be) => [
          `where ${who} ${be} born`,
          `what country ${who} ${be} born in`,
        ]),
      ),
      // where the family comes from: "tell us where your family comes from"
      ...['you', 'your family', 'your parent', 'your people', 'your ancestor'].flatMap((who) =>
        ['come from', 'comes from', 'is from', 'are from', 'hail from', 'hails from'].map(
          (from) => `where ${who} ${from}`,
        ),
      ),
      'birth record',
      'record of birth',
      'proof of birth',
      // birth in the country as a document or a fact: "proof of US birth" (decision 0780)
      ...['us', 'american', 'u s', 'usa'].map((country) => `${country} birth`),
      'country of origin',
      'born in',
      'born here',
      'born abroad',
      'born overseas',
      'since birth',
      'from birth',
      'ancestry',
      'descent',
      'accent',
      'foreign accent',
      'heavy accent',
      'thick accent',
      // being from elsewhere, or rooted here, said of the person: "someone who isn't from
      // another country", "newcomers to this country", "deep roots in this country"
      ...['another', 'a foreign', 'a different', 'other'].map((which) => `from ${which} country`),
      'from abroad',
      'from overseas',
      ...['this', 'the'].flatMap((country) => [
        `newcomer to ${country} country`,
        `new to ${country} country`,
        ...['', 'deep ', 'long '].map((depth) => `${depth}root in ${country} country`),
      ]),
      'root in america',
      'deep root in america',
      ...UPBRINGING_PLACES,
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
      'keep a kosher kitchen',
      'keep a halal kitchen',
      'keep a kosher home',
      'attend service',
      'attend religious service',
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
      'pray',
      'keep shabbat',
      'observe shabbat',
      'member of the congregation',
      'member of our congregation',
      'member of our church',
      'parishioner',
      'congregant',
      // religious dress: worn by the applicant it is observance ("no one who wears a turban")
      'hijab',
      'niqab',
      'burqa',
      'burka',
      'headscarf',
      'head scarf',
      'turban',
      'yarmulke',
      'kippah',
      'religious dress',
      'religious clothing',
      'religious attire',
      // the place of worship alone ("a temple nearby") names no one
      ...WORSHIP_VERBS.flatMap((verb) => WORSHIP_PLACES.map((place) => `${verb} ${place}`)),
      // a religion as practised: "anyone who practises Islam", "tenants who follow Judaism"
      ...['islam', 'judaism', 'christianity', 'catholicism', 'protestantism', 'hinduism'],
      ...['buddhism', 'sikhism', 'mormonism', 'jainism', 'zoroastrianism', 'paganism'],
      ...OBSERVANCE_TRAITS,
    ],
  ],
  ['sex', SEX_TRAITS],
  // "skin color" is a topic word in lexicon.ts, judged by the same frames
  ['race-or-color', ['complexion', 'skin tone']],
];

/** Adjectives for people that are themselves a group word ("American-born", "light-skinned"). */
const GROUP_ADJECTIVES: Array<[FairHousingClass, string[]]> = [
  ['national-origin', ['american born', 'us born', 'foreign born', 'foreign national']],
  // born in the country, said of people: "native-born tenants", "a natural-born American"
  [
    'national-origin',
    ['native born', 'natural born', 'native born american', 'natural born american'],
  ],
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
  [
    'religion',
    [
      'jain',
      'zoroastrian',
      'bahai',
      'wiccan',
      'pagan',
      'mennonite',
      'pentecostal',
      'adventist',
      'episcopalian',
      'presbyterian',
      'hasidic',
      'shia',
      'sunni',
      'scientologist',
      'jehovah witness',
    ],
  ],
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
  'right background',
  'our kind of person',
  'our kind of neighbor',
  'our own kind',
  'my own kind',
  'my kind of person',
  'their own kind',
  // "only to people of her own color": the advertiser's colour or race as the measure
  ...['my', 'our', 'his', 'her', 'their'].flatMap((whose) =>
    ['color', 'race', 'skin color'].map((what) => `${whose} own ${what}`),
  ),
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
  ...HELP_CONDITIONS.map((phrase) => entry('disability', phrase, { tag: 'trait' })),
  ...GROUP_ADJECTIVES.flatMap(([cls, phrases]) =>
    phrases.map((phrase) => entry(cls, phrase, { strength: 'direct', adjective: true })),
  ),
  ...ABILITY_ADJECTIVES.map((word) =>
    entry('disability', word, { tag: 'ability', adjective: true, nouns: 'person' }),
  ),
  ...PRACTICE_ADJECTIVES.map((word) =>
    entry('religion', word, { adjective: true, nouns: 'person' }),
  ),
  ...CODE_PHRASES.map((phrase) => entry('race-or-color', phrase, { tag: 'code' })),
];
