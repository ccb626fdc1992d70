/**
 * Synthetic training cases made by crossing three lists, so the model meets frames with class
 * words it was never shown together: limiting frames (refusal, "need not apply", worse terms,
 * "not a fit", "unsuitable") and admitting frames ("welcome", "encouraged to apply", "we never
 * turn away", "accepted") × people named by each class's field (groups, conditions and care,
 * dependants, birthplace, benefits; class-families.ts's words among them) × registers (plain,
 * shouted, lower case without stops, with a lead-in). Limiting frames are labelled with the class,
 * admitting ones acceptable. Seeded: the same corpus every run. See
 * docs/decisions/0446-fair-housing-guard-word-families.md.
 */
import type { FairHousingClass } from '../../src/lib/fair-housing/lexicon';
import { seededRandom } from '../../src/lib/seeded-random';
import type { TrainingCase } from './synthetic-listings';

/** People by class; each phrase is a plural group that can stand where {P} stands. */
const PEOPLE_OF: Record<FairHousingClass, string[]> = {
  'race-or-color': [
    ...['tenants of color', 'Black applicants', 'white renters', 'nonwhite families'],
    ...['Asian buyers', 'biracial couples', 'dark-skinned applicants', 'Caucasian tenants'],
  ],
  religion: [
    ...['Muslim tenants', 'Jewish families', 'Sikh applicants', 'Hindus', 'atheists'],
    ...["Jehovah's Witnesses", 'churchgoers', 'Catholic renters', 'families who keep kosher'],
  ],
  'national-origin': [
    ...['Hispanic tenants', 'Latino families', 'immigrants', 'people born abroad'],
    ...['applicants from overseas', 'renters with accents', 'Middle Eastern tenants'],
    ...['Mexican families', 'foreign-born buyers', 'non-citizens'],
  ],
  sex: [
    ...['single women', 'men', 'transgender tenants', 'gay couples', 'female renters'],
    ...['male applicants', 'lesbian couples'],
  ],
  'familial-status': [
    ...['tenants with infants', 'families with children', 'applicants with dependents'],
    ...['pregnant women', 'single parents', 'households with toddlers', 'expectant mothers'],
    ...['parents with a newborn', 'households with teenagers'],
  ],
  disability: [
    ...['tenants who use oxygen', 'people on psychiatric medication', 'anyone in rehab'],
    ...['residents who need a caregiver', 'wheelchair users', 'people with mental illness'],
    ...['deaf applicants', 'tenants with HIV', 'people in recovery', 'applicants with a walker'],
  ],
  'source-of-income': [
    ...['HUD tenants', 'voucher holders', 'housing authority tenants', 'people on welfare'],
    ...['SSI recipients', 'Section 8 tenants', 'renters on public assistance'],
  ],
};

/** Frames that limit who may live there. */
const LIMITING = [
  '{P} need not apply.',
  'No {P}.',
  'Sorry, no {P}.',
  '{P} will be charged a higher deposit.',
  '{P} pay an extra security deposit.',
  'Not a fit for {P}.',
  'Unsuitable for {P}.',
  'We cannot rent to {P}.',
  '{P} will not be considered.',
  'The owner would rather not rent to {P}.',
  'This unit is not available to {P}.',
  '{P} are asked to look elsewhere.',
  'Applications from {P} are declined.',
  'We do not accept {P}.',
];

/** Frames that admit: the same people let in. */
const ADMITTING = [
  '{P} welcome.',
  '{P} are encouraged to apply.',
  'We never turn away {P}.',
  '{P} accepted.',
  'All are welcome, including {P}.',
  'We are happy to rent to {P}.',
  '{P} are always welcome to apply.',
  'We do not turn away {P}.',
];

/** How the same words arrive: as written, shouted, typed fast, with a lead-in. */
const REGISTERS: Array<(text: string) => string> = [
  (text) => text,
  (text) => text.toUpperCase(),
  (text) => text.toLowerCase().replace(/[.!]$/, ''),
  (text) => `Please note: ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
  (text) => `${text.replace(/\.$/, '')}!!`,
];

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `size` cases, two limiting for each admitting one, spread over every class. */
export function syntheticCombinations(size = 600, seed = 26): TrainingCase[] {
  const random = seededRandom(seed);
  const classes = Object.keys(PEOPLE_OF) as FairHousingClass[];
  const cases: TrainingCase[] = [];
  for (let i = 0; i < size; i += 1) {
    const cls = classes[i % classes.length]!;
    const limiting = i % 3 !== 2;
    const frame = pick(random, limiting ? LIMITING : ADMITTING);
    const people = pick(random, PEOPLE_OF[cls]);
    const text = capitalise(frame.replace('{P}', people));
    cases.push({ text: pick(random, REGISTERS)(text), cls: limiting ? cls : null });
  }
  return cases;
}
