/**
 * Synthetic training cases for the two kinds of wording the held-out batches still miss most:
 * requirements said of a person's health, papers, skin, faith or household rather than of a
 * group ("a doctor's note confirming good health is required"), and race coded as a place kept
 * or changed over time ("the street has stayed white since it was built"). Each crosses frames ×
 * a class's traits (or places × colour wording) and pairs them with the same frames over neutral
 * requirements or states ("proof of income is required", "the street has stayed quiet"), labelled
 * acceptable, so the model learns the class field and not the frame. Seeded. See
 * docs/decisions/0455-fair-housing-guard-batch-5-and-request-wishes.md.
 */
import type { FairHousingClass } from '../../src/lib/fair-housing/lexicon';
import { seededRandom } from '../../src/lib/seeded-random';
import type { TrainingCase } from './synthetic-listings';

/** Requirement and preference frames over a trait {T}. */
const REQUIRING = [
  '{T} required.',
  'Applicants must show {T}.',
  'A letter confirming {T} is required.',
  '{T} a plus when we review applications.',
  'Best suited to someone with {T}.',
  'Tenants are expected to have {T}.',
  'Please include {T} with your application.',
  'Only applicants with {T} will be considered.',
];

/** Traits by class, said of the applicant. */
const TRAITS_OF: Partial<Record<FairHousingClass, string[]>> = {
  disability: [
    ...['good physical health', 'a sound mind and body', 'a clean bill of health'],
    ...['perfect physical and mental health', 'the ability to live alone without help'],
    ...['no history of mental illness', "a doctor's note confirming good health"],
  ],
  'national-origin': [
    ...['a U.S. birth certificate', 'proof of citizenship', 'an American accent'],
    ...['a U.S. passport', 'American-born parents', 'English as a first language'],
  ],
  'race-or-color': ['a fair complexion', 'light skin', 'a light skin tone'],
  religion: [
    ...['a letter from your pastor', 'regular church attendance', 'a Christian upbringing'],
  ],
  'familial-status': ['no children under 18', 'no plans for a baby', 'no dependents'],
  sex: ["a husband's signature on the lease", 'a male co-signer'],
};

/** The same frames over requirements any landlord may make. */
const NEUTRAL_TRAITS = [
  ...['proof of income', 'a credit score over 650', 'two references', 'renters insurance'],
  ...['a valid photo ID', 'a clean rental history', 'a signed lease', 'a pet deposit'],
  ...['a steady job', 'first and last month of rent'],
];

/** A place kept as it is, or changed, over time. */
const OVER_TIME = [
  'The {L} has stayed {C} since it was built.',
  "The {L} hasn't changed {H} in fifty years.",
  'This {L} is still {C}, just like it was in the fifties.',
  'The {L} is changing {H} fast, so buy now.',
  'The owners want to keep the {L} {C}.',
  'A {L} that has remained {C} for generations.',
];
const PLACES = ['street', 'block', 'neighborhood', 'cul-de-sac', 'subdivision', 'area'];
const RACE_STATES = ['white', 'all white', '100% white', 'the same color'];
const RACE_HUES = ['color', 'colour', 'complexion'];
const NEUTRAL_STATES = ['quiet', 'green', 'well kept', 'the same', 'peaceful'];
const NEUTRAL_HUES = ['hands', 'its look', 'its character'];

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `size` cases: half requirements, half places over time; two limiting for each neutral one. */
export function syntheticRequirements(size = 400, seed = 55): TrainingCase[] {
  const random = seededRandom(seed);
  const classes = Object.keys(TRAITS_OF) as FairHousingClass[];
  const cases: TrainingCase[] = [];
  for (let i = 0; i < size; i += 1) {
    const limiting = i % 3 !== 2;
    if (i % 2 === 0) {
      const cls = classes[(i / 2) % classes.length]!;
      const trait = limiting ? pick(random, TRAITS_OF[cls]!) : pick(random, NEUTRAL_TRAITS);
      const text = capitalise(pick(random, REQUIRING).replace('{T}', trait));
      cases.push({ text, cls: limiting ? cls : null });
    } else {
      const text = pick(random, OVER_TIME)
        .replace('{L}', pick(random, PLACES))
        .replace('{C}', pick(random, limiting ? RACE_STATES : NEUTRAL_STATES))
        .replace('{H}', pick(random, limiting ? RACE_HUES : NEUTRAL_HUES));
      cases.push({ text, cls: limiting ? 'race-or-color' : null });
    }
  }
  return cases;
}
