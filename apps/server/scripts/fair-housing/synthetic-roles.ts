/**
 * Synthetic training cases for three kinds of wording the held-out batches still miss: a sex said
 * as a role (a husband who must sign, a businessman preferred, the man of the house), religion
 * said as dress refused or demanded (a hijab, a turban, a yarmulke), and a place kept as it was
 * before the end of segregation. Each frame × the class's words is paired with the same frame over
 * neutral words, labelled acceptable ("the lease must be signed by every adult", "no one who wears
 * shoes indoors", "the street has stayed the way it was before the highway"), so the model learns
 * the class field and not the frame. Seeded. See
 * docs/decisions/0480-fair-housing-guard-batch-6-and-batch-8.md.
 */
import { seededRandom } from '../../src/lib/seeded-random';
import type { TrainingCase } from './synthetic-listings';

/** Frames that put a role on who signs, rents or is preferred. */
const ROLE_FRAMES = [
  'The lease must be signed by {R}.',
  '{R} must sign the lease.',
  'Best suited to {R} who travels a lot.',
  'Ideal for {R}.',
  'Looking for {R} to rent the upstairs unit.',
  "Applications need {R}'s signature.",
  'Only {R} may be the primary leaseholder.',
  'We prefer to rent to {R}.',
  'The owner will only deal with {R}.',
];
const SEX_ROLES = [
  ...['the husband', 'a businessman', 'a businesswoman', 'the man of the house', 'a housewife'],
  ...['a male head of household', 'a working man', 'a single gentleman', 'the wife', 'a widow'],
];
const NEUTRAL_ROLES = [
  ...['every adult on the lease', 'a professional', 'each leaseholder', 'the guarantor'],
  ...['a quiet tenant', 'a remote worker', 'a nurse', 'someone with good credit', 'a student'],
];

/** Frames that refuse or demand what a person wears. */
const DRESS_FRAMES = [
  'No one who wears {D}, please.',
  'Tenants who wear {D} need not apply.',
  'We will not rent to anyone who wears {D}.',
  '{D} not allowed in the common areas.',
  'Not a good fit for people who wear {D}.',
  'Applicants wearing {D} will not be considered.',
  'Residents may not wear {D} in the building.',
];
const RELIGIOUS_DRESS = [
  ...['a hijab', 'a turban', 'a yarmulke', 'a headscarf', 'a niqab', 'a burqa', 'a kippah'],
  ...['religious head coverings', 'hijabs', 'turbans', 'headscarves'],
];
const NEUTRAL_DRESS = [
  ...['shoes indoors', 'outdoor boots', 'strong perfume', 'roller skates', 'muddy boots'],
  ...['cleats', 'wet swimsuits', 'heavy cologne'],
];

/** A place kept as it was before something. */
const BEFORE_FRAMES = [
  'The street has stayed the way it was before {E}.',
  'A block unchanged since before {E}.',
  'This neighborhood still feels like it did before {E}.',
  'The subdivision is just as it was prior to {E}.',
];
const ERAS = [
  'integration',
  'desegregation',
  'the integration of the schools',
  'segregation ended',
];
const NEUTRAL_ERAS = ['the highway was built', 'the mall opened', 'the renovation', 'the war'];

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `size` cases, a third each of roles, dress and eras; two limiting for each neutral one. */
export function syntheticRoles(size = 450, seed = 480): TrainingCase[] {
  const random = seededRandom(seed);
  const cases: TrainingCase[] = [];
  for (let i = 0; i < size; i += 1) {
    const limiting = i % 3 !== 2;
    // three in a row share a kind: two limiting, one neutral
    const which = (['role', 'dress', 'era'] as const)[Math.floor(i / 3) % 3];
    if (which === 'role') {
      const R = pick(random, limiting ? SEX_ROLES : NEUTRAL_ROLES);
      const text = capitalise(pick(random, ROLE_FRAMES).replace('{R}', R));
      cases.push({ text, cls: limiting ? 'sex' : null });
    } else if (which === 'dress') {
      const D = pick(random, limiting ? RELIGIOUS_DRESS : NEUTRAL_DRESS);
      const text = capitalise(pick(random, DRESS_FRAMES).replace('{D}', D));
      cases.push({ text, cls: limiting ? 'religion' : null });
    } else {
      const E = pick(random, limiting ? ERAS : NEUTRAL_ERAS);
      const text = pick(random, BEFORE_FRAMES).replace('{E}', E);
      cases.push({ text, cls: limiting ? 'race-or-color' : null });
    }
  }
  return cases;
}
