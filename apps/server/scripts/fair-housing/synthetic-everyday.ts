/**
 * Synthetic training cases for words the model read as limits where a listing only uses them in
 * everyday senses, each beside the same words in a frame that does limit, so the model learns the
 * frame and not the word:
 *
 * - holy days as things and occasions ("string Christmas lights on the porch", "room for a
 *   Passover seder") against observance demanded ("tenants must celebrate Christmas");
 * - households said to enjoy the home ("grandparents will love the sunroom", "teens and adults
 *   alike") against a household refused ("no teens");
 * - upbringing said of the owner, builder or town ("the builder was raised in Norway") against it
 *   demanded of the tenant ("tenants must have been raised in this country");
 * - assistance animals and help as services ("a relief area for service dogs", "help with moving
 *   on request") against them refused ("no service dogs", "must need no help with stairs");
 * - paying one's own way said of the home ("private parking", "pay online") against it demanded
 *   ("private-pay tenants only").
 *
 * Seeded: the same corpus every run. See docs/decisions/0700-fair-housing-guard-upbringing-unaided-and-everyday-uses.md.
 */
import type { FairHousingClass } from '@nestwise/shared';
import { seededRandom } from '../../src/lib/seeded-random';
import type { TrainingCase } from './synthetic-listings';

const pick = <T>(random: () => number, list: T[]) => list[Math.floor(random() * list.length)]!;

/** Holy days and what a household does with them that names no one. */
const HOLY_DAYS = [
  'Christmas',
  'Easter',
  'Passover',
  'Hanukkah',
  'Diwali',
  'Eid',
  'Lunar New Year',
];
const HOLY_DAY_THINGS = [
  'Hang your {H} lights along the wraparound porch.',
  'The dining room seats twelve for {H} dinner.',
  'Host {H} brunch in the sunny breakfast nook.',
  'The mantel is made for {H} decorations.',
  'The street holds a {H} market every year.',
  'Neighbors put on a {H} parade down Main Street.',
  'The formal dining room is big enough for a {H} feast.',
  'Plenty of storage for {H} decor in the attic.',
  'The town tree lighting kicks off the {H} season.',
  'Family and friends will fit around the table for {H}.',
];
/** The same holy days demanded of who may live there. */
const HOLY_DAY_DEMANDS = [
  'Tenants must celebrate {H} with the rest of the building.',
  'We only rent to families who observe {H}.',
  'Residents who do not keep {H} need not apply.',
  'Buyers who celebrate {H} preferred.',
];

/** Households and what they enjoy; a list of them is every household. */
const HOUSEHOLDS = [
  ...['adults', 'kids', 'grandparents', 'teens', 'toddlers', 'retirees', 'couples', 'families'],
  ...['empty nesters', 'young families', 'seniors', 'guests', 'the whole family', 'children'],
];
const FEATURES = [
  ...['the wine cellar', 'the treehouse', 'the heated pool', 'the sunroom', 'the game room'],
  ...['the big backyard', 'the reading nook', 'the rooftop deck', 'the fire pit', 'the gym'],
];
const ENJOYING = [
  '{P} will love {F}.',
  '{P} and {Q} alike will enjoy {F}.',
  'Great for {P} or {Q}.',
  'Whether you are {P} or {Q}, {F} has room for you.',
  '{P} will love {F}; {Q} will love the rest.',
  'Plenty of space for {P}, {Q} and visitors.',
];
const HOUSEHOLD_REFUSED = [
  'No {P}.',
  '{P} need not apply.',
  'Not suitable for {P}.',
  'We will not rent to {P}.',
];
/** Familial status refused: only the groups of children and families (the others are ages). */
const REFUSABLE_HOUSEHOLDS = ['kids', 'teens', 'toddlers', 'families', 'young families'];
/** Things that fit a room: "fits" said of furniture and cars names no one. */
const FITTED = [
  'The primary suite will fit a king bed and two dressers.',
  'You can fit in a sectional and a piano.',
  'The garage fits two cars plus a workbench.',
  'We fit in a full office nook under the stairs.',
];

/** Upbringing said of someone who is not choosing a tenant or buyer. */
const NOT_APPLICANTS = ['The owner', 'The builder', 'Our architect', 'The previous owner'];
const UPBRINGINGS = [
  'was raised in Norway',
  'grew up in this house',
  'was born in Italy',
  'grew up here',
  'was brought up in the village',
  'is a native of the town',
];
const UPBRINGING_DEMANDS = [
  'Tenants must have been {U}.',
  'Only applicants who were {U} will be considered.',
  'Preference for renters {U}.',
  'Must be {U}.',
];
const DEMANDED_UPBRINGINGS = [
  'raised in this country',
  'born in the US',
  'brought up in America',
  'born and raised here',
  'native-born',
  'born in the States',
];

/** Assistance animals and help as services; the same words refused. */
const SERVICES = [
  'A relief area for service dogs is beside the side gate.',
  'Assistance animals accommodated as the law requires.',
  'Service dog crates may be stored in the mudroom.',
  'Need help with daily living? Ask about our care program.',
  'Help with moving is available on request.',
  'The landlord handles all repairs; no help from the tenant needed.',
  'Grab bars can be added on request.',
  'Residents who need assistance may contact the office.',
];
const SERVICES_REFUSED: Array<[string, FairHousingClass]> = [
  ['No service dogs in the units.', 'disability'],
  ['Assistance animals are not accommodated here.', 'disability'],
  ['Tenants must need no help with stairs.', 'disability'],
  ['Residents must walk unaided.', 'disability'],
  ['Applicants must not be hard of hearing.', 'disability'],
  ['Tenants must be able to hear the alarm without a device.', 'disability'],
];
const PAYING = [
  'Private parking only.',
  'Pay rent online through the portal.',
  'Private entrance and private patio.',
  'Self-pay laundry on site.',
];
const PAYING_DEMANDED: Array<[string, FairHousingClass]> = [
  ['Private-pay tenants only.', 'source-of-income'],
  ['No DSS clients.', 'source-of-income'],
  ['Vouchers: please do not ask.', 'source-of-income'],
  ['Self-pay residents preferred.', 'source-of-income'],
];

const fill = (template: string, random: () => number, list: string[]) =>
  template
    .replace('{P}', pick(random, list))
    .replace('{Q}', pick(random, list))
    .replace('{F}', pick(random, FEATURES))
    .replace('{H}', pick(random, HOLY_DAYS));
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `size` cases over five kinds in turn; two acceptable for each limiting one. */
export function syntheticEveryday(size = 450, seed = 700): TrainingCase[] {
  const random = seededRandom(seed);
  const cases: TrainingCase[] = [];
  for (let i = 0; i < size; i += 1) {
    const limiting = i % 3 === 2;
    const kind = Math.floor(i / 3) % 5;
    if (kind === 0) {
      const template = pick(random, limiting ? HOLY_DAY_DEMANDS : HOLY_DAY_THINGS);
      cases.push({ text: fill(template, random, HOUSEHOLDS), cls: limiting ? 'religion' : null });
    } else if (kind === 1) {
      const text = limiting
        ? fill(pick(random, HOUSEHOLD_REFUSED), random, REFUSABLE_HOUSEHOLDS)
        : random() < 0.2
          ? pick(random, FITTED)
          : fill(pick(random, ENJOYING), random, HOUSEHOLDS);
      cases.push({ text: capitalise(text), cls: limiting ? 'familial-status' : null });
    } else if (kind === 2) {
      const text = limiting
        ? pick(random, UPBRINGING_DEMANDS).replace('{U}', pick(random, DEMANDED_UPBRINGINGS))
        : `${pick(random, NOT_APPLICANTS)} ${pick(random, UPBRINGINGS)}.`;
      cases.push({ text, cls: limiting ? 'national-origin' : null });
    } else if (kind === 3) {
      if (limiting) {
        const [text, cls] = pick(random, SERVICES_REFUSED);
        cases.push({ text, cls });
      } else cases.push({ text: pick(random, SERVICES), cls: null });
    } else if (limiting) {
      const [text, cls] = pick(random, PAYING_DEMANDED);
      cases.push({ text, cls, state: 'NY' });
    } else cases.push({ text: pick(random, PAYING), cls: null });
  }
  return cases;
}
