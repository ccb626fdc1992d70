/**
 * More synthetic training cases for the guard's model: the frames that limit who may live there
 * without naming anyone (synthetic-listings.ts names people in every positive). A place said to
 * be of one group ("the block is mostly Catholic"), a practice barred ("no Hindu shrines in the
 * units"), papers, conditions or observance demanded ("proof of citizenship required", "disclose
 * any mental health condition"), worse terms for a group ("a higher deposit for families with
 * kids"), income that does not count ("SSI does not count toward income"), modifications and
 * assistance animals refused or charged. Each crosses the lexicon's words for a class with frames
 * of one kind; each kind has negatives in the same frames with no protected word, or the same
 * words outside the frame. Seeded: the same corpus every run. See
 * docs/decisions/0410-fair-housing-guard-without-the-people-gate.md.
 */
import { LEXICON, type LexiconEntry } from '../../src/lib/fair-housing/lexicon';
import { seededRandom } from '../../src/lib/seeded-random';
import { plural, type TrainingCase } from './synthetic-listings';

const PLACES = ['neighborhood', 'block', 'street', 'building', 'subdivision', 'area', 'community'];
const SHARES = ['mostly', 'almost all', 'entirely', '100%', 'predominantly', 'all', 'largely'];
const ROOMS = ['common areas', 'units', 'hallways', 'windows', 'lobby', 'yard'];
const PRACTICES = ['symbols', 'decorations', 'holiday displays', 'flags', 'cooking', 'music'];

/** The place described by who lives there ({Q} place, {S} share, {A} group word). */
const COMPOSITION = [
  'The {Q} is {S} {A}.',
  'A {S} {A} {Q}.',
  'This {Q} has always been {A}, and the owners want to keep it that way.',
  'We would like the {Q} to stay {A}.',
  'The {Q} is {S} {A} and quiet.',
];
/** The same words and places with nothing said of who lives there. */
const PLACE_BACKGROUND = [
  'The {Q} has a rich {A} history.',
  '{A} bakeries and cafes line the {Q}.',
  'The {Q} holds a yearly {A} festival.',
  'A historic {A} church anchors the {Q}.',
  'The {Q} is {S} single-family homes.',
];
/** A group's practice barred ({A} group word, {O} practice, {R} room). */
const PRACTICE_BARRED = [
  'No {A} {O} in the {R}.',
  '{A} {O} are not permitted in the {R}.',
  'Tenants may not display {A} {O}.',
  'Any {A} {O} must be removed from the {R}.',
];
const PRACTICE_NEUTRAL = [
  'No bikes or grills in the {R}.',
  'Nothing may be stored in the {R}.',
  'The {R} are decorated for every season.',
  'Tenants may not hang anything in the {R}.',
  'No smoking in the {R}.',
];
/** Papers, conditions or observance asked for ({T}). */
const DEMANDED = {
  document: [
    'Proof of {T} required.',
    '{T} required with every application.',
    'A copy of your {T} must be submitted.',
    'Bring your {T} to the showing.',
    'Applications without {T} will be rejected.',
  ],
  condition: [
    'Please disclose any {T} on the application.',
    'Any {T} must be reported to the landlord.',
    'Information about any {T} is required.',
    'A history of {T} disqualifies an application.',
  ],
  birth: [
    'State your {T} on the application.',
    'The form asks for your {T}.',
    'Include details of your {T} with the application.',
  ],
  observance: [
    '{T} is expected of every household.',
    'Proof of {T} required.',
    'A letter confirming {T} must be included.',
  ],
  ability: ['Must be {T}.', '{T} required.', 'Only suitable if {T}.'],
};
const DEMANDED_NEUTRAL = [
  'Proof of income required.',
  'Photo ID required with every application.',
  'A copy of your current lease must be submitted.',
  'Bring two pay stubs to the showing.',
  'Applications without references will be rejected.',
  'Please disclose any pets on the application.',
  'Any damage must be reported to the landlord.',
  'Information about your employer is required.',
  'A history of evictions disqualifies an application.',
  'State your move-in date on the application.',
  'The form asks for your current address.',
  'Must be a non-smoker.',
  'Renters insurance required.',
  'A letter from your current landlord must be included.',
];
/** Worse terms for a group ({P}). */
const TERMS = [
  'A higher deposit is required for {P}.',
  '{P} pay an extra fee.',
  'Rent is higher for {P}.',
  '{P} are charged a larger security deposit.',
  'Different lease terms apply to {P}.',
  '{P} must pay six months upfront.',
];
const TERMS_NEUTRAL = [
  'A higher deposit is required for pets.',
  'Tenants with pets pay an extra fee.',
  'Rent is higher for the corner unit.',
  'A larger deposit is required for applicants with no credit history.',
  'Smokers pay an extra cleaning fee.',
  'Different lease terms apply to month-to-month renters.',
  'Applicants with a co-signer may pay a smaller deposit.',
];
/** Income that does not count ({W}). */
const INCOME_UNCOUNTED = [
  '{W} does not count toward income.',
  'Income from {W} is not counted.',
  'Rent must be paid from wages; no {W}.',
  'Only income from a job qualifies, not {W}.',
  'Tenants paying with {W} owe a larger deposit.',
  '{W} income is not accepted.',
];
const INCOME_COUNTED = [
  '{W} counts toward income.',
  '{W} welcome.',
  'We accept {W}.',
  'All lawful income, including {W}, counts.',
  'Income must be three times the rent.',
  'Pay stubs or bank statements required.',
];
/** Modifications ({M}) and assistance animals ({N}) refused or charged. */
const MODIFICATIONS = [
  'grab bars',
  'ramps',
  'a wheelchair ramp',
  'a stair lift',
  'wider doorways',
  'accessibility modifications',
  'reasonable accommodations',
];
const ACCOMMODATION_REFUSED = [
  'No {M} may be installed.',
  '{M} are not permitted, even at the tenant’s expense.',
  'We do not allow {M}.',
  'Requests for {M} will be denied.',
  '{N} are charged the pet fee.',
  '{N} count as pets and pay pet rent.',
  '{N} are subject to the pet deposit.',
];
const ACCOMMODATION_OFFERED = [
  'The unit already has {M}.',
  'Requests for {M} are welcome.',
  '{M} throughout the ground floor.',
  '{N} are welcome and pay no pet fee.',
  'Pets are charged a pet fee.',
  'Cats and dogs pay pet rent.',
  'A pet deposit applies to dogs.',
];
const PEOPLE = ['tenants', 'renters', 'applicants', 'residents', 'households'];
/**
 * Two of the guard's documented readings (src/lib/fair-housing/README.md) in general form: a
 * language the owner or staff speak describes the office, and a house that fits in or blends in
 * with a place is about the house ({W} who speaks, {L} language, {H} house, {Q} place).
 */
const SPOKEN = [
  'The {W} speaks {L} and English.',
  'Our {W} is fluent in {L}.',
  '{L} spoken by the {W}.',
];
const SPEAKERS = ['owner', 'landlord', 'manager', 'leasing agent', 'superintendent'];
const LANGUAGES = ['Spanish', 'Mandarin', 'Korean', 'Polish', 'Arabic', 'French', 'Tagalog'];
const FITS = [
  'A {H} that fits right in with the {Q}.',
  'The addition blends in with the {Q}’s older {H}s.',
  'Fits in with the other {H}s on the {Q}.',
];
const HOUSES = ['Craftsman', 'Victorian', 'colonial', 'bungalow', 'Tudor', 'ranch house'];

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const phrase = (entry: LexiconEntry) => entry.words.join(' ');

/** About `size` cases, half acceptable. */
export function syntheticFrames(size = 800, seed = 25): TrainingCase[] {
  const random = seededRandom(seed);
  const groups: LexiconEntry[] = [];
  const direct: LexiconEntry[] = [];
  const income: LexiconEntry[] = [];
  const animals: LexiconEntry[] = [];
  const demanded: Array<[keyof typeof DEMANDED, LexiconEntry]> = [];
  for (const entries of LEXICON.values()) {
    for (const entry of entries) {
      if (entry.cls === 'source-of-income') income.push(entry);
      else if (entry.tag === 'animal') animals.push(entry);
      else if (entry.tag === 'document') demanded.push(['document', entry]);
      else if (entry.tag === 'ability') demanded.push(['ability', entry]);
      else if (entry.tag === 'trait' && entry.cls === 'disability') {
        demanded.push(['condition', entry]);
      } else if (entry.tag === 'trait' && entry.cls === 'national-origin') {
        demanded.push(['birth', entry]);
      } else if (entry.tag === 'trait' && entry.cls === 'religion') {
        demanded.push(['observance', entry]);
      }
      if (entry.strength !== 'direct' || entry.tag === 'topic' || entry.tag === 'language')
        continue;
      if (entry.cls !== 'source-of-income' && entry.tag !== 'animal') direct.push(entry);
      const group = ['race-or-color', 'religion', 'national-origin'].includes(entry.cls);
      if (group && entry.adjective) groups.push(entry);
    }
  }
  // a practice barred is a faith's or a country's; race has no such practice in these frames
  const practised = groups.filter((entry) => entry.cls !== 'race-or-color');
  const cases: TrainingCase[] = [];
  const values = () => ({
    Q: pick(random, PLACES),
    S: pick(random, SHARES),
    R: pick(random, ROOMS),
    O: pick(random, PRACTICES),
    M: pick(random, MODIFICATIONS),
  });
  while (cases.length < size) {
    const roll = random();
    const acceptable = random() < 0.5;
    const v = values();
    if (roll < 0.25) {
      const entry = pick(random, groups);
      const frames = acceptable ? PLACE_BACKGROUND : COMPOSITION;
      const A = entry.words.map(capitalise).join(' ');
      const text = capitalise(fill(pick(random, frames), { ...v, A }));
      cases.push({ text, cls: acceptable ? null : entry.cls });
    } else if (roll < 0.4) {
      const entry = pick(random, practised);
      const A = entry.words.map(capitalise).join(' ');
      const frames = acceptable ? PRACTICE_NEUTRAL : PRACTICE_BARRED;
      const text = capitalise(fill(pick(random, frames), { ...v, A }));
      cases.push({ text, cls: acceptable ? null : entry.cls });
    } else if (roll < 0.6) {
      const [kind, entry] = pick(random, demanded);
      const text = acceptable
        ? pick(random, DEMANDED_NEUTRAL)
        : capitalise(fill(pick(random, DEMANDED[kind]), { T: phrase(entry) }));
      cases.push({ text, cls: acceptable ? null : entry.cls });
    } else if (roll < 0.75) {
      const entry = pick(random, direct);
      const many = plural(phrase(entry));
      const P = entry.adjective
        ? `${phrase(entry)} ${pick(random, PEOPLE)}`
        : entry.tag === 'child'
          ? `${pick(random, PEOPLE)} with ${many}`
          : many;
      const text = acceptable
        ? pick(random, TERMS_NEUTRAL)
        : capitalise(fill(pick(random, TERMS), { P }));
      cases.push({ text, cls: acceptable ? null : entry.cls });
    } else if (roll < 0.86) {
      const W = phrase(pick(random, income));
      const text = capitalise(
        fill(pick(random, acceptable ? INCOME_COUNTED : INCOME_UNCOUNTED), { W }),
      );
      cases.push({ text, cls: acceptable ? null : 'source-of-income', state: 'NY' });
    } else if (roll < 0.92) {
      const text = fill(pick(random, [...SPOKEN, ...FITS]), {
        ...v,
        W: pick(random, SPEAKERS),
        L: pick(random, LANGUAGES),
        H: pick(random, HOUSES),
      });
      cases.push({ text: capitalise(text), cls: null });
    } else {
      const N = `${phrase(pick(random, animals))}s`;
      const frames = acceptable ? ACCOMMODATION_OFFERED : ACCOMMODATION_REFUSED;
      const text = capitalise(fill(pick(random, frames), { ...v, N }));
      cases.push({ text, cls: acceptable ? null : 'disability' });
    }
  }
  return cases;
}
