import type { FairHousingClass } from '../lexicon';
import { CLASSES } from './classes';

/**
 * Words about a protected class that the embedding neighbours (class-words.json) miss, by meaning
 * rather than by sentence: each class's field as the issue describes it (health, care and
 * treatment; dependants and the childless; birthplace and abroad; skin and integration;
 * observance and religious dress; public benefits; the roles of a sex), with the morphological family of each word (the tokenizer
 * lemmatises plurals, so "dependants" meets "dependant"). The vectors are not available offline,
 * so this list is written out; a word here overrides its embedding class (Hispanic and Latino are
 * national origin, as HUD reads them). Read by features.ts like an embedding neighbour, at
 * FAMILY_SCORE. See docs/decisions/0446-fair-housing-guard-word-families.md.
 */
const FAMILIES: Record<FairHousingClass, string[]> = {
  'race-or-color': [
    ...['complexioned', 'skinned', 'integrated', 'integrate', 'integration', 'desegregated'],
    ...['racially', 'interracial', 'multiracial', 'biracial', 'mulatto'],
    // not "complected" or "busing": one typing slip from "completed" and "using" (near-spelling.ts)
    ...['segregated', 'segregation', 'desegregation'],
  ],
  religion: [
    ...['jehovah', 'kosher', 'halal', 'sabbath', 'shabbat', 'observant', 'congregant'],
    ...['churchgoer', 'worshipper', 'worshiper', 'pray', 'praying', 'prayer', 'devout'],
    // religious dress, worn by the person (not "turban": one slip from "urban")
    ...['hijab', 'niqab', 'burqa', 'burka', 'headscarf', 'yarmulke', 'kippah'],
  ],
  'national-origin': [
    ...['hispanic', 'latino', 'latina', 'latinx', 'overseas', 'abroad', 'foreign', 'foreigner'],
    ...['immigrant', 'immigrated', 'emigrated', 'undocumented', 'birthplace', 'ancestry'],
    ...['ancestor', 'heritage', 'homeland', 'accent', 'accented', 'citizenship', 'naturalized'],
  ],
  sex: [
    ...['gentleman', 'lady', 'bachelor', 'bachelorette', 'feminine', 'masculine', 'nonbinary'],
    ...['businessman', 'businesswoman', 'husband', 'wife', 'housewife', 'widow', 'widower'],
  ],
  'familial-status': [
    ...['dependant', 'dependent', 'childless', 'childfree', 'kidless', 'offspring', 'infant'],
    ...['newborn', 'baby', 'toddler', 'stepchild', 'stepkid', 'custody', 'guardian'],
    ...['pregnant', 'pregnancy', 'expectant', 'parenting', 'grownup'],
  ],
  disability: [
    ...['caregiver', 'carer', 'caretaker', 'aide', 'attendant', 'unassisted'],
    ...['rehab', 'rehabilitation', 'sobriety', 'sober', 'addiction', 'addict', 'recovering'],
    ...['psych', 'psychiatric', 'med', 'medication', 'medicated', 'prescription', 'therapy'],
    ...['oxygen', 'ventilator', 'walker', 'cane', 'crutch', 'wheelchair', 'scooter'],
    ...['impaired', 'impairment', 'illness', 'ill', 'disorder', 'diagnosis', 'diagnosed'],
    ...['healthy', 'health', 'unhealthy', 'hiv', 'aids', 'independently', 'handicapped'],
  ],
  'source-of-income': [
    ...['hud', 'voucher', 'subsidy', 'subsidized', 'subsidised', 'ssi', 'ssdi', 'snap'],
    ...['welfare', 'benefit', 'pension', 'annuity', 'alimony', 'stipend', 'assistance'],
  ],
};

/** How near a family word counts as its class: the embedding neighbours' typical strength. */
export const FAMILY_SCORE = 0.7;

/** Word → [class index, score], in class-words.json's shape. */
export const FAMILY_WORDS: Record<string, [number, number]> = Object.fromEntries(
  CLASSES.flatMap((cls, index) =>
    FAMILIES[cls].map((word) => [word, [index, FAMILY_SCORE] as [number, number]]),
  ),
);

/**
 * What a tenant pays is no source of income: the embedding space puts the words of charges and
 * bills beside benefits ("pays", "fees", "deposit", "dues"), so "Tenant pays electricity" read as
 * income. These words are read as no class (a charge still makes worse terms, features.ts).
 */
export const NOT_CLASS_WORDS = [
  ...['pays', 'paid', 'fee', 'fees', 'deposit', 'dues', 'expense', 'expenses', 'premiums'],
  ...['monthly', 'yearly', 'owed', 'overdue', 'arrears', 'refund', 'rebate', 'rebates'],
  ...['deductible', 'tariff', 'consumption', 'raises', 'hikes', 'debts', 'liability'],
];
