/**
 * Words naming people by a class the Fair Housing Act protects (42 U.S.C. § 3604: race, color,
 * religion, sex, national origin, familial status, disability), plus source of income, which only
 * some states protect. Phrases are written as singular lemmas (see tokenize.ts), so "Christians",
 * "kidz" and "emotional-support animals" all meet an entry here.
 */

import type { FairHousingClass } from '@nestwise/shared';

export type { FairHousingClass };

/**
 * - direct: names the group outright ("kids", "Christians", "wheelchair").
 * - coded: only discriminatory in a preference ("ideal for a working couple", "mature person
 *   preferred", "must be able-bodied"); harmless elsewhere ("a couple of blocks", "healthy lawn").
 */
export type Strength = 'direct' | 'coded';
/**
 * Which following nouns a term takes ("Christian neighborhood", "mature tenant"), and whether an
 * adjective needs one: "Christian school" or "mature trees" name no people.
 */
export type NounRule = 'person-place' | 'person' | 'grown-up' | 'colour';
export type Tag = 'family' | 'child' | 'age' | 'animal' | 'language' | 'topic';

export interface LexiconEntry {
  words: string[];
  cls: FairHousingClass;
  strength: Strength;
  adjective: boolean;
  nouns: NounRule;
  tag?: Tag;
  /** Counts only in the plural: "singles only", never "single family". */
  pluralOnly?: boolean;
}

export const PERSON_NOUNS = new Set([
  'person',
  'tenant',
  'renter',
  'buyer',
  'resident',
  'neighbor',
  'family',
  'household',
  'couple',
  'occupant',
  'applicant',
  'roommate',
  'housemate',
  'individual',
  'crowd',
  'member',
  'homeowner',
  'owner',
  'professional',
  'man',
  'woman',
  'guy',
  'girl',
  'lady',
  'gentleman',
  'kid',
  'child',
  'boy',
  'student',
  'citizen',
  'landlord',
  'adult',
]);
export const PLACE_NOUNS = new Set([
  'neighborhood',
  'community',
  'area',
  'block',
  'street',
  'building',
  'complex',
  'enclave',
  'subdivision',
  'town',
  'district',
  'part',
  'population',
  'congregation',
  'demographic',
  'suburb',
  'zip',
]);
/** After a colour word only people nouns count: "white area rug", "black home" are things. */
const COLOUR_NOUNS = new Set([
  'person',
  'tenant',
  'renter',
  'buyer',
  'resident',
  'neighbor',
  'family',
  'household',
  'couple',
  'occupant',
  'applicant',
  'neighborhood',
  'community',
  'man',
  'woman',
  'guy',
  'girl',
  'kid',
  'child',
]);

/** After "mature", "young", "older": people who are not themselves a protected group word. */
const GROWN_UP_NOUNS = new Set([
  'person',
  'tenant',
  'renter',
  'buyer',
  'resident',
  'neighbor',
  'family',
  'household',
  'couple',
  'occupant',
  'applicant',
  'roommate',
  'housemate',
  'individual',
  'professional',
  'adult',
  'crowd',
]);

export function takesNoun(rule: NounRule, lemma: string): boolean {
  if (rule === 'colour') return COLOUR_NOUNS.has(lemma);
  if (rule === 'grown-up') return GROWN_UP_NOUNS.has(lemma);
  if (rule === 'person') return PERSON_NOUNS.has(lemma);
  return PERSON_NOUNS.has(lemma) || PLACE_NOUNS.has(lemma);
}

const LANDMARKS = [
  'school',
  'church',
  'temple',
  'synagogue',
  'mosque',
  'cathedral',
  'chapel',
  'center',
  'centre',
  'college',
  'university',
  'hospital',
  'restaurant',
  'food',
  'cuisine',
  'deli',
  'market',
  'bakery',
  'grocery',
  'store',
  'shop',
  'pub',
  'bar',
  'cafe',
  'style',
  'architecture',
  'kitchen',
  'tile',
  'design',
  'revival',
  'festival',
  'holiday',
  'cemetery',
  'museum',
  'club',
  'garden',
  'creek',
  'hill',
  'lake',
  'river',
  'village',
  'trail',
  'cabinet',
  'granite',
  'quartz',
  'marble',
  'carpet',
  'rug',
  'wall',
  'trim',
  'shutter',
  'paint',
  'fence',
  'appliance',
  'mold',
  'tudor',
  'bulldog',
  'oak',
  'elm',
  'walnut',
  'track',
  'course',
];
/** A following word that shows the group word names a thing: "kids room", "wheelchair ramp". */
export const INNOCENT_AFTER: Record<FairHousingClass, Set<string>> = {
  'race-or-color': new Set(LANDMARKS),
  religion: new Set(LANDMARKS),
  'national-origin': new Set(LANDMARKS),
  sex: new Set(['cave', 'made', 'hour', 'power', 'room', 'bathroom', 'owned', 'shed', 'pad']),
  'familial-status': new Set([
    'room',
    'bedroom',
    'bathroom',
    'bath',
    'playroom',
    'play',
    'playground',
    'area',
    'zone',
    'space',
    'park',
    'pool',
    'friendly',
    'proof',
    'safe',
    'care',
    'size',
    'sized',
    'home',
    'house',
    'owned',
    'run',
    'style',
    'fun',
    'activity',
    'club',
    'program',
    'museum',
    'menu',
    'table',
    'desk',
    'dinner',
    'gathering',
    'center',
    'centre',
    'gate',
    'lock',
    'seat',
    'school',
    'daycare',
    'of',
    'room',
    'suite',
    'unit',
    'apartment',
    'flat',
    'pad',
    'high',
    'discount',
    'tree',
    'landscaping',
  ]),
  disability: new Set([
    'accessible',
    'access',
    'accessibility',
    'ramp',
    'lift',
    'friendly',
    'ready',
    'height',
    'width',
    'wide',
    'shower',
    'bathroom',
    'parking',
    'van',
    'entrance',
    'entry',
    'space',
    'spot',
    'stall',
    'door',
    'doorway',
    'route',
    'approved',
    'compliant',
    'adapted',
    'adaptable',
    'turning',
    'path',
    'elevator',
    'feature',
  ]),
  'source-of-income': new Set(['office']),
};

const entries: LexiconEntry[] = [];
const add = (
  cls: FairHousingClass,
  options: Partial<Omit<LexiconEntry, 'words' | 'cls'>>,
  phrases: string[],
) => {
  for (const phrase of phrases) {
    entries.push({
      words: phrase.split(' '),
      cls,
      strength: options.strength ?? 'direct',
      adjective: options.adjective ?? false,
      nouns: options.nouns ?? 'person-place',
      tag: options.tag,
      pluralOnly: options.pluralOnly,
    });
  }
};

// race and color
add('race-or-color', { adjective: true, nouns: 'colour' }, ['white', 'black', 'colored']);
add('race-or-color', { adjective: true }, [
  'caucasian',
  'hispanic',
  'latino',
  'latina',
  'latinx',
  'asian',
  'african american',
  'non white',
  'nonwhite',
  'biracial',
  'interracial',
  'negro',
]);
add('race-or-color', {}, ['minority', 'person of color', 'poc']);
add('race-or-color', { tag: 'topic' }, ['race', 'ethnicity', 'skin color']);

// religion
add('religion', { adjective: true }, [
  'christian',
  'catholic',
  'protestant',
  'evangelical',
  'baptist',
  'methodist',
  'lutheran',
  'mormon',
  'lds',
  'jewish',
  'orthodox jewish',
  'muslim',
  'islamic',
  'hindu',
  'buddhist',
  'sikh',
  'atheist',
  'agnostic',
  'god fearing',
  'born again',
]);
add('religion', {}, ['jew', 'churchgoer', 'church goer', 'believer']);
add('religion', { tag: 'topic' }, ['religion', 'faith']);

// national origin and language
add('national-origin', { adjective: true }, [
  'mexican',
  'chinese',
  'irish',
  'italian',
  'indian',
  'korean',
  'vietnamese',
  'filipino',
  'russian',
  'arab',
  'arabic',
  'polish',
  'german',
  'japanese',
  'puerto rican',
  'cuban',
  'haitian',
  'somali',
  'african',
  'european',
  'middle eastern',
  'american',
  'foreign',
  'spanish',
  'native born',
  'ethnic',
]);
add('national-origin', {}, ['foreigner', 'immigrant', 'refugee', 'migrant', 'non citizen']);
add('national-origin', { strength: 'coded' }, ['citizen', 'us citizen', 'american citizen']);
add('national-origin', { tag: 'topic' }, ['nationality', 'national origin']);
const LANGUAGES = ['english', 'spanish', 'chinese', 'mandarin', 'cantonese', 'french', 'arabic'];
for (const language of LANGUAGES) {
  add('national-origin', { tag: 'language' }, [
    `${language} speaker`,
    `${language} speaking`,
    `native ${language} speaker`,
    `non ${language} speaker`,
    `non ${language} speaking`,
  ]);
}

// sex (including sexual orientation and gender identity, which HUD reads as sex)
add('sex', {}, [
  'man',
  'woman',
  'male',
  'female',
  'lady',
  'gentleman',
  'guy',
  'girl',
  'gal',
  'boy',
  'bachelor',
  'bachelorette',
  'single mom',
  'single mother',
  'single dad',
  'single father',
]);
add('sex', { adjective: true }, ['gay', 'lesbian', 'transgender', 'lgbt', 'lgbtq', 'queer']);

// familial status
add('familial-status', { tag: 'child' }, [
  'kid',
  'child',
  'baby',
  'infant',
  'toddler',
  'teen',
  'teenager',
  'minor',
  'newborn',
  'youngster',
  'pregnant woman',
  'pregnant',
  'expectant mother',
  'expecting mother',
  'expecting couple',
  'single parent',
]);
add('familial-status', { tag: 'family' }, ['family']);
add('familial-status', { tag: 'child' }, ['family with child', 'family with kid']);
add('familial-status', { strength: 'coded', tag: 'age' }, [
  'adult',
  'senior',
  'senior citizen',
  'retiree',
  'empty nester',
  'older person',
  'older adult',
  'elderly',
]);
add('familial-status', { strength: 'coded' }, [
  'couple',
  'newlywed',
  'young professional',
  'working professional',
  'childless couple',
]);
add('familial-status', { strength: 'coded', pluralOnly: true }, ['single']);
add('familial-status', { strength: 'coded', adjective: true, nouns: 'grown-up', tag: 'age' }, [
  'mature',
  'young',
  'older',
]);

// disability
add('disability', {}, [
  'handicapped',
  'disabled',
  'disabled person',
  'wheelchair',
  'wheel chair',
  'wheelchair user',
  'crippled',
  'cripple',
  'mentally ill',
  'mental illness',
  'mentally disabled',
  'mentally handicapped',
  'mentally challenged',
  'special need',
  'walker',
  'crutch',
  'group home',
  'recovering addict',
  'hiv',
  'aids patient',
]);
add('disability', { adjective: true, nouns: 'person' }, ['blind', 'deaf']);
add('disability', { tag: 'animal' }, [
  'service animal',
  'service dog',
  'assistance animal',
  'emotional support animal',
  'emotional support dog',
  'emotional support cat',
  'emotional support pet',
  'emotional support',
  'esa',
  'support animal',
  'support dog',
  'therapy animal',
  'therapy dog',
  'guide dog',
  'seeing eye dog',
  'companion animal',
]);
add('disability', { strength: 'coded' }, [
  'able bodied',
  'ambulatory',
  'physically fit',
  'good health',
  'healthy',
  'able to climb stair',
  'able to walk',
  'able to use stair',
  'in good health',
  'of sound mind',
]);
add('disability', { tag: 'topic' }, ['disability']);

// source of income (state law only; see source-of-income.ts)
add('source-of-income', {}, [
  'section 8',
  'section eight',
  'voucher',
  'housing voucher',
  'housing choice voucher',
  'hcv',
  'welfare',
  'government assistance',
  'public assistance',
  'housing assistance',
  'rental assistance',
  'government subsidy',
  'subsidy',
  'ssi',
  'ssdi',
]);

/** Entries by their first word, longest first, so a lookup costs one map access. */
export const LEXICON = new Map<string, LexiconEntry[]>();
for (const entry of entries) {
  const list = LEXICON.get(entry.words[0]!) ?? [];
  list.push(entry);
  list.sort((a, b) => b.words.length - a.words.length);
  LEXICON.set(entry.words[0]!, list);
}
export const MAX_TERM_WORDS = Math.max(...entries.map((entry) => entry.words.length));
