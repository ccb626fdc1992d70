/**
 * Words naming people by a class the Fair Housing Act protects (42 U.S.C. § 3604: race, color,
 * religion, sex, national origin, familial status, disability), plus source of income, which only
 * some states protect. Phrases are written as singular lemmas (see tokenize.ts), so "Christians",
 * "kidz" and "emotional-support animals" all meet an entry here.
 */

import type { FairHousingClass } from '@nestwise/shared';

export type { FairHousingClass };
import type { LexiconEntry } from './lexicon-entry';
import { TRAIT_ENTRIES } from './traits';
import { IMMIGRATION_PAPERS } from './vocabulary';
import {
  PAYER_ASSISTED,
  POWERED_AIDS,
  SELF_PAYERS,
  PROGRAM_PEOPLE,
  SOCIAL_SERVICE_PAYERS,
} from './aids-and-payers';

export { INNOCENT_AFTER, ORIGIN_NOUNS, PERSON_NOUNS, PLACE_NOUNS, takesNoun } from './vocabulary';

export type { LexiconEntry, NounRule, Strength, Tag } from './lexicon-entry';

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
// "brown" of people as "white" and "black" are: only with a people noun or said of them
add('race-or-color', { adjective: true, nouns: 'colour' }, ['white', 'black', 'brown', 'colored']);
add('race-or-color', { adjective: true }, [
  'caucasian',
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
  'churchgoing',
  'church going',
  'religious',
]);
add('religion', {}, ['jew', 'churchgoer', 'church goer', 'believer']);
add('religion', { tag: 'topic' }, ['religion', 'faith']);

// national origin and language
// Hispanic or Latino is an ethnicity HUD reads as national origin, as every outside writer of
// the evaluation batches labelled it (docs/decisions/0446-fair-housing-guard-word-families.md)
add('national-origin', { adjective: true }, [
  'hispanic',
  'latino',
  'latina',
  'latinx',
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
// Immigration papers stand for national origin when a listing demands them (see vocabulary.ts).
add('national-origin', { strength: 'coded', tag: 'document' }, IMMIGRATION_PAPERS);
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
]);
// a parent said with a sex is a household with children first: familial status, and sex beside it
// (coordinated.ts, `parentSex`), as the outside writers labelled "no single mothers"
export const GENDERED_PARENTS = ['mom', 'mother', 'mum', 'dad', 'father'];
add(
  'familial-status',
  {},
  ['single', 'unmarried', 'divorced', 'widowed', 'lone', 'young', 'working'].flatMap((kind) =>
    GENDERED_PARENTS.map((parent) => `${kind} ${parent}`),
  ),
);
add('sex', { adjective: true }, ['gay', 'lesbian', 'transgender', 'lgbt', 'lgbtq', 'queer']);
add('sex', { adjective: true }, ['homosexual', 'heterosexual', 'bisexual']);
// "a straight couple", never "straight to the beach"
add('sex', { adjective: true, nouns: 'person' }, ['straight']);

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
  'custodial parent',
  // caring for children not born to them: custody is familial status
  'foster parent',
  'foster family',
  'stepparent',
  'step parent',
]);
// "young families" are households with young children, not an age (as "young professionals" are)
add('familial-status', { tag: 'family' }, ['family', 'young family']);
// "applicants who are expecting": only inside a refusal frame (frames.ts), never "expecting offers"
add('familial-status', { strength: 'coded', tag: 'child' }, ['expecting']);
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
  'grown ups',
  'grownup',
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
  'person with disability',
  'person with a disability',
  'person with special need',
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
  // health demanded in other words: "of sound mind and body", "fully mobile"
  'sound mind and body',
  'sound of body',
  'perfect health',
  'fully mobile',
  'mentally stable',
  'physically able',
  'fit to climb stair',
]);
add('disability', { tag: 'topic' }, ['disability']);

// source of income (state law only; see source-of-income.ts)
add('source-of-income', { adjective: true, nouns: 'person' }, PAYER_ASSISTED);
// a device, like a condition, limits only when refused (frames.ts): "scooters may be stored" is none
add('disability', { strength: 'coded', tag: 'trait' }, POWERED_AIDS);
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
  // named programmes and the bodies that pay the rent: "No EHV or rapid rehousing clients"
  'emergency housing voucher',
  'ehv',
  'vash',
  'hopwa',
  'cityfheps',
  'fheps',
  'hasa',
  'rapid rehousing',
  'rapid re housing',
  'housing authority',
  'housing program',
  'rental program',
  'assistance program',
  'rent subsidy',
  'rental subsidy',
  'housing subsidy',
  // income paid by a public scheme, named by its payer or its kind: "disability benefits",
  // "Social Security", "government checks", "public benefits" (a Social Security number or card
  // is a paper, vocabulary.ts)
  ...['benefit', 'payment', 'income', 'check', 'cheque'].flatMap((paid) => [
    `disability ${paid}`,
    `government ${paid}`,
    `public ${paid}`,
    `welfare ${paid}`,
    `social security ${paid}`,
  ]),
  'social security',
  'food stamp',
  // a public body or scheme that pays the rent, by its level and kind: "a housing agency", "a
  // county program", "never by a government agency"
  ...['housing', 'government', 'public', 'state', 'county', 'city', 'federal'].flatMap((payer) =>
    ['agency', 'program', 'programme'].map((body) => `${payer} ${body}`),
  ),
]);

// the agencies that place and pay for clients: "no DSS clients", "HRA tenants need not apply"
add('source-of-income', {}, [...SOCIAL_SERVICE_PAYERS, ...PROGRAM_PEOPLE]);
// paying one's own way, wished for ("private-pay only", "self-pay tenants preferred"), refuses
// everyone a payer helps; said alone ("private pay accepted") it names no one
add('source-of-income', { strength: 'coded' }, SELF_PAYERS);

entries.push(...TRAIT_ENTRIES);

/** Entries by their first word, longest first, so a lookup costs one map access. */
export const LEXICON = new Map<string, LexiconEntry[]>();
for (const entry of entries) {
  const list = LEXICON.get(entry.words[0]!) ?? [];
  list.push(entry);
  list.sort((a, b) => b.words.length - a.words.length);
  LEXICON.set(entry.words[0]!, list);
}
export const MAX_TERM_WORDS = Math.max(...entries.map((entry) => entry.words.length));
