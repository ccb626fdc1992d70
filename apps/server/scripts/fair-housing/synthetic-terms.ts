/**
 * Synthetic training cases for the wording decision 0455 left missed: worse terms for a protected
 * class (a higher deposit, an extra fee, more rent, stricter screening), health demanded in other
 * words ("sound mind and body", "able-bodied"), religion by observance ("celebrate Christmas",
 * "attend mass") as a preference or a requirement, and the abbreviations of classified ads
 * ("tnts pref", "no kds", "Xian"). Each discriminatory frame × class-term family is paired with
 * the same frame over neutral words, labelled acceptable ("pets pay an extra fee", "must be able
 * to pay rent on time", "tenants who recycle preferred"), so the model learns the class field
 * and not the frame. Seeded. See docs/decisions/0456-fair-housing-guard-terms-health-observance.md.
 */
import type { FairHousingClass } from '../../src/lib/fair-housing/lexicon';
import { seededRandom } from '../../src/lib/seeded-random';
import type { TrainingCase } from './synthetic-listings';

/** Worse terms for people {P}. */
const WORSE_TERMS = [
  '{P} pay a higher deposit.',
  'An extra $500 deposit is required for {P}.',
  '{P} are charged an additional monthly fee.',
  'Rent is $100 more per month for {P}.',
  'Stricter screening applies to {P}.',
  '{P} must pay double the security deposit.',
  'A non-refundable fee of $300 applies to {P}.',
  '{P} need a co-signer and a larger deposit.',
  'Add $75 to the rent for {P}.',
  '{P} must pay three months up front.',
  'Higher income requirements for {P}.',
  'The security deposit is higher for {P}.',
  'The application fee is doubled for {P}.',
  'Monthly rent goes up for {P}.',
];

/** People of a class, as ads name them, by family. */
const PEOPLE_OF: Partial<Record<FairHousingClass, string[]>> = {
  'familial-status': [
    ...['households with children', 'families with kids', 'each child', 'every additional child'],
    ...['tenants with a baby', 'parents of toddlers', 'single mothers with children'],
    ...['applicants with minors', 'households with teenagers', 'pregnant applicants'],
  ],
  disability: [
    ...['tenants with service animals', 'emotional support animals', 'assistance animals'],
    ...[
      'residents who use wheelchairs',
      'applicants with a disability',
      'tenants with a guide dog',
    ],
    ...['residents with mental illness', 'applicants on disability'],
  ],
  'national-origin': [
    ...['foreign nationals', 'applicants born outside the U.S.', 'immigrants'],
    ...['non-citizens', 'tenants from Mexico', 'applicants who do not speak English'],
    ...['newcomers from overseas', 'Hispanic applicants'],
  ],
  religion: ['Muslim tenants', 'Jewish applicants', 'non-Christians', 'Sikh families'],
  'race-or-color': ['Black applicants', 'minority tenants', 'non-white renters'],
  sex: ['single women', 'female applicants', 'transgender tenants', 'gay couples'],
  'source-of-income': ['Section 8 tenants', 'voucher holders', 'applicants on public assistance'],
};

/** The same frames over people any landlord may treat differently. */
const NEUTRAL_PEOPLE = [
  ...[
    'tenants with pets',
    'each dog',
    'every additional pet',
    'smokers',
    'applicants with evictions',
  ],
  ...['applicants with no credit history', 'month-to-month renters', 'tenants with a waterbed'],
  ...['residents with a second car', 'short-term renters', 'applicants with a 550 credit score'],
];

/** Requirement and preference frames over a state of the applicant {T}. */
const DEMANDS = [
  'Tenants must be {T}.',
  'Applicants should be {T}.',
  'Must be {T}.',
  '{T} applicants only.',
  'Looking for someone {T}.',
  'We require all residents to be {T}.',
  'Only those who are {T} need apply.',
];
const HEALTH_STATES = [
  ...['of sound mind and body', 'able-bodied', 'in good health', 'physically fit'],
  ...['physically fit to climb stairs', 'healthy and active', 'in perfect health'],
  ...['free of any illness', 'mentally stable', 'fully mobile', 'sound of body'],
  ...['without physical limitations', 'in good physical and mental shape'],
];
const NEUTRAL_STATES = [
  ...['able to pay rent on time', 'employed full time', 'a non-smoker', 'in good standing'],
  ...['responsible and tidy', 'quiet after 10 pm', 'fit to sign a 12-month lease'],
  ...['current on rent', 'reachable by phone', 'prepared to move by June 1'],
];

/** Preference and requirement frames over an observance {O}. */
const OBSERVING = [
  'We prefer tenants who {O}.',
  'Ideal for someone who {O}.',
  'Tenants must {O}.',
  'Looking for a family that likes to {O}.',
  'Residents are expected to {O}.',
  'Best for people who {O}.',
  'A renter who {O} preferred.',
];
const OBSERVANCES = [
  ...['celebrate Christmas', 'observe the Sabbath', 'attend mass', 'go to Sunday service'],
  ...['keep the Lord’s day', 'fast during Ramadan', 'celebrate Easter with us', 'pray daily'],
  ...['attend Bible study', 'say grace at meals', 'observe Lent', 'keep Shabbat'],
  ...['go to temple', 'attend the mosque on Fridays', 'share our Christian values'],
];
const NEUTRAL_HABITS = [
  ...['recycle', 'keep quiet hours', 'garden', 'pay on time', 'shovel their own walk'],
  ...['clean up after their dog', 'take care of the lawn', 'sort the trash', 'work from home'],
  ...['enjoy the outdoors', 'keep the shared kitchen clean'],
];

/** Classified-ad shorthand: the limit, then the same shorthand over neutral words. */
const SHORTHAND: Array<[string, FairHousingClass | null]> = [
  ['SDA tnts pref.', 'religion'],
  ['Xian tnts pref.', 'religion'],
  ['Xian fam only.', 'religion'],
  ['Chrstn couple pref.', 'religion'],
  ['No kds.', 'familial-status'],
  ['No kds or pets.', 'familial-status'],
  ['Adlts only, no chldrn.', 'familial-status'],
  ['No kids/teens.', 'familial-status'],
  ['Eng spkrs only.', 'national-origin'],
  ['US ctzns only.', 'national-origin'],
  ['No Sec 8.', 'source-of-income'],
  ['No vchrs.', 'source-of-income'],
  ['Wht nbrhd.', 'race-or-color'],
  ['Fem tnt pref.', 'sex'],
  ['No wheelchr.', 'disability'],
  ['NS tnts pref.', null],
  ['Prof tnts pref.', null],
  ['No pets.', null],
  ['No smkrs.', null],
  ['Gd credit req.', null],
  ['W/D incl.', null],
  ['1st/last + dep req.', null],
  ['Non-smkr only.', null],
  ['Quiet tnt pref.', null],
  ['No pets or smkrs.', null],
  ['Avail 6/1, no pets.', null],
  ['Refs req.', null],
];

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `size` cases over four kinds in turn; about two limiting for each acceptable one. */
export function syntheticTerms(size = 600, seed = 56): TrainingCase[] {
  const random = seededRandom(seed);
  const classes = Object.keys(PEOPLE_OF) as FairHousingClass[];
  const cases: TrainingCase[] = [];
  for (let i = 0; i < size; i += 1) {
    const limiting = i % 3 !== 2;
    const kind = i % 4;
    if (kind === 0) {
      // families of children and disability are the ones missed most; they come up twice as often
      const cls = limiting
        ? pick(random, [...classes, 'familial-status', 'disability'] as FairHousingClass[])
        : null;
      const P = cls ? pick(random, PEOPLE_OF[cls]!) : pick(random, NEUTRAL_PEOPLE);
      cases.push({ text: capitalise(pick(random, WORSE_TERMS).replace('{P}', P)), cls });
    } else if (kind === 1) {
      const T = pick(random, limiting ? HEALTH_STATES : NEUTRAL_STATES);
      const text = capitalise(pick(random, DEMANDS).replace('{T}', T));
      cases.push({ text, cls: limiting ? 'disability' : null });
    } else if (kind === 2) {
      const O = pick(random, limiting ? OBSERVANCES : NEUTRAL_HABITS);
      cases.push({
        text: capitalise(pick(random, OBSERVING).replace('{O}', O)),
        cls: limiting ? 'religion' : null,
      });
    } else {
      const [text, cls] = pick(random, SHORTHAND);
      cases.push({ text, cls });
    }
  }
  return cases;
}
