/**
 * A synthetic training corpus for the fair-housing guard's model: the lexicon's words × the
 * frames that put them on who may live there (positives), the same words where they name a
 * place, a style or a feature, and the frames with no protected word (negatives). Generated, not
 * written sentence by sentence, so it teaches "class × frame" rather than any one phrasing.
 * Seeded: the same corpus every run.
 */
import {
  LEXICON,
  type FairHousingClass,
  type LexiconEntry,
} from '../../src/lib/fair-housing/lexicon';
import { seededRandom } from '../../src/lib/seeded-random';

export interface TrainingCase {
  text: string;
  /** The protected class, or null for acceptable text. */
  cls: FairHousingClass | null;
  state?: string;
}

const PEOPLE = ['tenants', 'renters', 'buyers', 'applicants', 'residents', 'families', 'occupants'];
const ONE_PERSON = ['tenant', 'renter', 'buyer', 'applicant', 'household', 'person'];

/** Frames that put people on who may live there: {P} people, {p} one person. */
const PREFER = [
  'Ideal for {P}.',
  'Perfect for {p}.',
  'Best suited to {P}.',
  '{P} preferred.',
  '{P} only.',
  'Owner prefers {P}.',
  'Looking for {p}.',
  'Reserved for {P}.',
  'Priority given to {P}.',
  'Would suit {p} best.',
  'The landlord would like to rent to {P}.',
  'Great fit for {P}.',
];
const REFUSE = [
  'No {P}.',
  '{P} need not apply.',
  'Not suitable for {P}.',
  'Will not rent to {P}.',
  '{P} are not welcome.',
  'We cannot accept {P}.',
  'Not a good fit for {P}.',
  'No {P}, please.',
  '{P} will not be considered.',
  'Sorry, no {P} at this time.',
  'Owner would rather not rent to {P}.',
  '{P} may want to look elsewhere.',
];
/** Steering away without a refusal: a limitation all the same. */
const DISCOURAGE = [
  '{P} might be happier in another building.',
  '{P} would stand out here.',
  '{P} may not feel at home on this street.',
  '{P} may want to consider other listings.',
  '{P} have not been happy here in the past.',
  'This home may not suit {P}.',
  '{P} would probably be more comfortable elsewhere.',
  '{P} tend to struggle in this building.',
];
/** Traits and conditions said of people ({T}). */
const TRAIT_LIMITS = [
  'No one with {T}, please.',
  'Not suitable for anyone with {T}.',
  'Applicants must disclose any {T}.',
  'Tenants with {T} will not be considered.',
  'Applicants with {T} need not apply.',
  'Please tell us about any {T} before applying.',
  'Must not have {T}.',
];
/** Health or ability wished for limits by disability as much as one demanded ({T}). */
const ABILITY_WISHED = [
  'Ideal for a tenant in {T}.',
  'Best suited to someone with {T}.',
  'Perfect for {T} renters.',
  'Tenants should have {T}.',
  'Looking for an applicant with {T}.',
];
/** A condition wished for describes accessibility, not a limit ({T}). */
const CONDITION_WISHED = [
  'Designed for residents with {T}.',
  'Ideal for anyone with {T}: no steps and wide doors.',
  'Perfect for someone with {T}, with grab bars throughout.',
];
const INCOME = [
  'No {W}.',
  '{W} not accepted.',
  'We do not take {W}.',
  'Owner will not accept {W}.',
  'No {W} holders.',
  'Applicants on {W} need not apply.',
];

/** The same kinds of words where they name a place, a style, a service or the buyer's own need. */
const PLACE_OR_THING = [
  'Walk to the {A} church.',
  'Near the {A} community center and the library.',
  'Close to {A} restaurants and shops.',
  'Two blocks from the {A} school.',
  'Steps from the {A} market.',
  'Home to an annual {A} festival.',
];
/** Services offered in a language describe the office, not who may live there ({L}). */
const LANGUAGE_SERVICES = [
  'Leasing staff speak {L}.',
  'Documents are available in English and {L}.',
  'Our agent also speaks {L}.',
  'Translated lease copies in {L} on request.',
  'Showings can be given in {L}.',
];
/** Children named as who enjoys the home or the amenity, not who may live there ({K}). */
const CHILDREN_ENJOY = [
  '{K} will love the playground next door.',
  'Adults and {K} alike enjoy the pool.',
  'Plenty of room for {K} to play.',
  'The fenced yard is safe for {K} and pets.',
  'Great for {K}: a park and a splash pad across the street.',
];
/** Assistance animals welcomed: the opposite of a refusal ({N}). */
const ANIMALS_WELCOME = [
  '{N} are always welcome.',
  'No pets; {N} always allowed.',
  '{N} are not pets and are permitted.',
  'Pets considered case by case; {N} are accepted.',
];
const LANGUAGE_NAMES = [
  'Spanish',
  'Chinese',
  'Vietnamese',
  'Korean',
  'Polish',
  'Russian',
  'Arabic',
];
const CHILDREN = ['kids', 'children', 'toddlers', 'teens', 'little ones', 'grandkids'];

const NEUTRAL = [
  'Ideal for first-time buyers.',
  'Perfect for entertaining.',
  'Best suited to anyone who loves to cook.',
  'No smoking.',
  'No pets.',
  'Must provide proof of income and references.',
  'Tenants must carry renters insurance.',
  'Not suitable for large trucks or RVs.',
  'Applicants need a credit score of 650 or more.',
  'Owner prefers a one-year lease.',
  'Looking for a responsible tenant who pays on time.',
  'Reserved parking for residents.',
  'Priority given to applications received by Friday.',
  'Great fit for anyone working from home.',
  'No subletting or short-term rentals.',
  'Sorry, no showings on Sundays.',
  'We cannot accept cash payments.',
  'Will not rent to anyone with an eviction in the last five years.',
  'Applicants must pass a background check.',
  'Not a good fit for anyone who wants a big yard.',
  'Quiet building; no parties.',
  'Must be able to pay first and last month upfront.',
  'Tenants are responsible for lawn care and snow removal.',
  'Ideal for a home office or guest room.',
  'Perfect for a growing household.',
  'Suits anyone who wants a short commute.',
  'Please bring a photo ID and two pay stubs to the showing.',
  'All applicants are welcome.',
  'Accessible entrance, grab bars and a roll-in shower.',
  'Elevator building with step-free access.',
  'Service animals are welcome.',
  'The second floor has no elevator.',
  'Family room with a fireplace.',
  'Master bedroom with a walk-in closet.',
  'Walking distance to the park.',
  'Kids will love the playground next door.',
  'Kosher kitchen with two sinks.',
  'Se habla español.',
  'Great schools nearby.',
  'Independent living apartments with a health club.',
  'Mother-in-law suite over the garage.',
];

/**
 * The verbs of a practised faith or origin ("practise", "observe", "follow", "speak") in their
 * everyday senses, said of someone who is not choosing tenants: with no protected word they are
 * acceptable, so the model learns the verb is a frame, not a class of its own.
 */
const EVERYDAY_SUBJECTS = [
  'The seller',
  'Our property manager',
  'The previous owner',
  'A neighbour across the street',
  'The building superintendent',
  'The listing agent',
];
const EVERYDAY_VERB_USES = [
  'practises dentistry two blocks away.',
  'practices architecture from the studio over the garage.',
  'practices the cello in the sunroom.',
  'practises family medicine at the clinic on Main Street.',
  'observes the quiet hours after 10 pm.',
  'follows the association rules closely.',
  'follows the local baseball team.',
  'speaks highly of the school district.',
  'practices tax law in the city.',
];

export const plural = (phrase: string) => {
  const words = phrase.split(' ');
  const last = words.pop()!;
  const irregular: Record<string, string> = { child: 'children', man: 'men', woman: 'women' };
  const many =
    irregular[last] ??
    (last.endsWith('y') && !/[aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`);
  return [...words, many].join(' ');
};

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;

/** Who a lexicon entry lets us name: "Christian tenants", "kids", "anyone with a heart condition". */
function people(entry: LexiconEntry, random: () => number): { many: string; one: string } | null {
  const phrase = entry.words.join(' ');
  if (entry.adjective) {
    return {
      many: `${phrase} ${pick(random, PEOPLE)}`,
      one: `a ${phrase} ${pick(random, ONE_PERSON)}`,
    };
  }
  return { many: plural(phrase), one: `a ${phrase}` };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w)\}/g, (_, key: string) => values[key] ?? '');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** About `size` cases, half acceptable. */
export function syntheticListings(size = 1600, seed = 24): TrainingCase[] {
  const random = seededRandom(seed);
  const direct: LexiconEntry[] = [];
  const traits: LexiconEntry[] = [];
  const income: LexiconEntry[] = [];
  const adjectives: LexiconEntry[] = [];
  for (const entries of LEXICON.values()) {
    for (const entry of entries) {
      if (entry.tag === 'topic' || entry.tag === 'code' || entry.tag === 'language') continue;
      if (entry.cls === 'source-of-income') income.push(entry);
      else if (entry.tag === 'trait' || entry.tag === 'ability' || entry.tag === 'document') {
        traits.push(entry);
      } else if (entry.strength === 'direct') direct.push(entry);
      if (entry.adjective && entry.strength === 'direct' && entry.nouns !== 'colour') {
        if (entry.cls === 'religion' || entry.cls === 'national-origin') adjectives.push(entry);
      }
    }
  }
  const cases: TrainingCase[] = [];
  const positives = size / 2;
  while (cases.length < positives) {
    const roll = random();
    if (roll < 0.62) {
      const entry = pick(random, direct);
      const who = people(entry, random)!;
      // children and families count only when refused (a preference is "great for kids")
      const frames =
        entry.cls === 'familial-status' || entry.cls === 'disability'
          ? [...REFUSE, ...DISCOURAGE]
          : [...PREFER, ...REFUSE, ...DISCOURAGE];
      const text = fill(pick(random, frames), { P: who.many, p: who.one });
      cases.push({ text: capitalise(text), cls: entry.cls });
    } else if (roll < 0.88) {
      const entry = pick(random, traits);
      const trait = entry.words.join(' ');
      const wished = random() < 0.4;
      if (wished && entry.cls === 'disability' && entry.tag === 'trait') {
        cases.push({ text: fill(pick(random, CONDITION_WISHED), { T: trait }), cls: null });
      } else if (wished) {
        const frames = entry.tag === 'ability' ? ABILITY_WISHED : PREFER;
        const who = `${pick(random, PEOPLE)} with ${trait}`;
        const text = fill(pick(random, frames), { T: trait, P: who, p: `a ${who}` });
        cases.push({ text: capitalise(text), cls: entry.cls });
      } else if (random() < 0.25) {
        const who = `${pick(random, PEOPLE)} with ${trait}`;
        const text = capitalise(fill(pick(random, DISCOURAGE), { P: who }));
        cases.push({ text, cls: entry.cls });
      } else {
        cases.push({ text: fill(pick(random, TRAIT_LIMITS), { T: trait }), cls: entry.cls });
      }
    } else {
      const entry = pick(random, income);
      const text = fill(pick(random, INCOME), { W: entry.words.join(' ') });
      cases.push({ text: capitalise(text), cls: 'source-of-income', state: 'NY' });
    }
  }
  const disability = direct.filter((entry) => entry.cls === 'disability' && !entry.adjective);
  const animals = direct.filter((entry) => entry.tag === 'animal');
  while (cases.length < size) {
    const roll = random();
    if (roll < 0.1) {
      // a disability wished for describes accessibility: "designed for residents who use wheelchairs"
      const entry = pick(random, disability);
      const text = fill(pick(random, CONDITION_WISHED), { T: plural(entry.words.join(' ')) });
      cases.push({ text, cls: null });
    } else if (roll < 0.15) {
      const entry = pick(random, animals);
      const text = fill(pick(random, ANIMALS_WELCOME), { N: plural(entry.words.join(' ')) });
      cases.push({ text: capitalise(text), cls: null });
    } else if (roll < 0.2) {
      const text = fill(pick(random, LANGUAGE_SERVICES), { L: pick(random, LANGUAGE_NAMES) });
      cases.push({ text, cls: null });
    } else if (roll < 0.3) {
      const text = capitalise(fill(pick(random, CHILDREN_ENJOY), { K: pick(random, CHILDREN) }));
      cases.push({ text, cls: null });
    } else if (roll < 0.6) {
      const entry = pick(random, adjectives);
      const words = entry.words.map(capitalise).join(' ');
      cases.push({ text: fill(pick(random, PLACE_OR_THING), { A: words }), cls: null });
    } else {
      cases.push({ text: pick(random, NEUTRAL), cls: null });
    }
  }
  for (const subject of EVERYDAY_SUBJECTS)
    for (const use of EVERYDAY_VERB_USES) cases.push({ text: `${subject} ${use}`, cls: null });
  return cases;
}
