import { arrivedKind, beforeIntegration, codedPlace, urbanKind } from './coded-history';
import { childCount, groupRefused, noGroup, refuseGroup, withoutGroup } from './exclusion-patterns';
import { classOf, FAIR_HOUSING_SOURCE, toFinding, type FairHousingFinding } from './findings';
import { PLACE_NOUNS } from './lexicon';
import { adultGroupsAllowed } from './older-persons';
import { adultPlace } from './place-patterns';
import {
  composition,
  groupOnly,
  isDirect,
  isWord,
  onlyGroup,
  set,
  termOf,
  type Pattern,
  type UnitMatch,
} from './patterns';
import { lowDiversity, preferWhoIs } from './predicate-patterns';
import { noneFromOrigin, prohibitsGroup } from './prohibitions';
import {
  codePhrase,
  fitsIn,
  looksLike,
  peopleAre,
  peopleSpeak,
  sameBackground,
  traitOfPlace,
} from './coded-patterns';
import { framedTraitRequest } from './frames';
import { saidOfHiredHelp } from './hired-help';
import { SHARE_WORDS } from './frame-words';
import { REQUEST_FRAMES } from './request-frames';
import { REQUEST_WISHES } from './request-wishes';
import { REQUEST_MARKERS } from './request-markers';
import { REQUEST_WINKS } from './request-winks';
import { placeChangesColour } from './place-over-time';
import { tokenize } from './tokenize';
import type { Unit } from './units';
import { toUnits } from './units';

/** Words that turn naming a group into choosing where to live by it. */
const STEERING_NEAR = set(
  ...PLACE_NOUNS,
  'person',
  'resident',
  'neighbor',
  // "the elderly white crowd", "Christian folks": the people around, said as a kind of people
  'crowd',
  'folk',
  'live',
  'living',
  'populated',
  ...SHARE_WORDS,
  // "the lowest percentage of Puerto Ricans"
  'percentage',
  'proportion',
  'concentration',
  'only',
  'free',
  'no',
  'without',
  'few',
  'fewer',
  'less',
  'away',
  'avoid',
  'lot',
  'many',
  'full',
  'filled',
  'none',
  'exclude',
  'where',
  'friendly',
);
/** For children, families and disability only an explicit amount or absence steers. */
const AMOUNT_BEFORE = set(
  'no',
  'free',
  'without',
  'few',
  'fewer',
  'less',
  'many',
  'lot',
  'full',
  'filled',
  ...SHARE_WORDS,
  'high',
  'low',
  'avoid',
  'away',
  'none',
  'zero',
  'bunch',
  'ton',
  'plenty',
);
// "where the majority are disabled"
const BETWEEN_AMOUNT = set(
  'of',
  'the',
  'any',
  'young',
  'small',
  'little',
  'with',
  'too',
  'so',
  'are',
  'is',
);
const LIVE_AFTER = set('live', 'living', 'populated', 'free', 'around');
const INFINITIVE = set('to');
const WINDOW = 6;
/** Classes whose words are everyday in requests ("my kids", "Section 8 accepted"). */
const AMOUNT_ONLY = new Set(['familial-status', 'disability', 'source-of-income']);

const SELF = set('i', 'we', 'me', 'us');
// "I speak mostly Spanish": the language the requester speaks describes the requester
const SELF_VERBS = set('have', 'am', 'are', 'got', 'be', 'was', 'as', 'speak');
/** "my neighbors", "our street": the people or place asked about, not the one asking. */
const NOT_SELF = set(
  'neighbor',
  'resident',
  'neighborhood',
  'street',
  'block',
  'area',
  'community',
);
const MY = set('my', 'our');
/** Who a requester lives with: "my wife uses a wheelchair" describes the household. */
const HOUSEHOLD = set(
  'wife',
  'husband',
  'partner',
  'spouse',
  'son',
  'daughter',
  'kid',
  'child',
  'dad',
  'father',
  'mom',
  'mother',
  'parent',
  'brother',
  'sister',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'family',
);

const APPOSITION_LEADS = set('as', 'being');
const ARTICLE = set('a', 'an');

/**
 * "As a woman living alone, I want …", "being a single dad …": a noun phrase put in apposition
 * at the head of a clause says who is asking. Only the phrase's own head counts (an article and
 * up to two words between), so a wish said after it ("as a woman, only women neighbours") is read
 * on its own.
 */
function apposedToSpeaker(units: Unit[], at: number): boolean {
  for (let article = at - 1; article >= Math.max(1, at - 3); article -= 1) {
    const unit = units[article]!;
    if (unit.breakBefore || unit.commaBefore) return false;
    if (!isWord(unit, ARTICLE)) continue;
    const lead = units[article - 1]!;
    const clauseStart = article - 1 === 0 || lead.breakBefore || lead.commaBefore;
    return clauseStart && isWord(lead, APPOSITION_LEADS);
  }
  return false;
}

/** "my kids", "our Hispanic family", "we have no children", "I'm a single woman". */
function selfDescribed(units: Unit[], at: number): boolean {
  if (apposedToSpeaker(units, at)) return true;
  if (isWord(units[at - 1], MY) && !isWord(units[at], NOT_SELF)) return true;
  if (
    isWord(units[at - 2], MY) &&
    (units[at - 1]?.kind === 'number' || units[at - 1]?.lemma === 'young')
  ) {
    return true;
  }
  for (let index = Math.max(0, at - 4); index < at; index += 1) {
    if (isWord(units[index], SELF) && isWord(units[index + 1], SELF_VERBS)) return true;
    if (isWord(units[index], MY) && isWord(units[index + 1], HOUSEHOLD)) return true;
    // "we don't have kids"
    const doNot = isWord(units[index + 1], set('do')) && isWord(units[index + 2], set('not'));
    if (isWord(units[index], SELF) && doNot && isWord(units[index + 3], set('have'))) return true;
  }
  return false;
}

/** "don't want", "wouldn't like", "rather not": the wish is negated just before or after. */
function notWished(units: Unit[], at: number): boolean {
  if (units[at]!.lemma === 'rather') return isWord(units[at + 1], set('not'));
  return isWord(units[at - 1], set('not', 'never'));
}

const LIST_JOINERS = set('or', 'and', 'nor');
const WITH = set('with', 'a', 'an');
const DESCRIBED_PEOPLE = set(
  'person',
  'neighbor',
  'resident',
  'tenant',
  'family',
  'folk',
  'people',
);

/**
 * "neighbors with disabilities", "tenants with a disability": the topic word describes the
 * people it follows, as a group word would ("disabled neighbors").
 */
function describesPeople(units: Unit[], at: number): boolean {
  const entry = termOf(units[at]);
  if (entry?.tag !== 'topic' || entry.cls !== 'disability') return false;
  let index = at - 1;
  while (index >= at - 2 && isWord(units[index], WITH)) index -= 1;
  return index < at - 1 && isWord(units[index], DESCRIBED_PEOPLE);
}

/** "Where do Asian people live", "safe neighborhood with good Christians", "lots of families". */
const groupNearArea: Pattern = (units, at) => {
  const entry = termOf(units[at]);
  if (!isDirect(entry) && !describesPeople(units, at)) return null;
  if (!entry) return null;
  const match: UnitMatch = {
    from: at,
    to: at + 1,
    termAt: at,
    kind: 'steering',
    limitation: false,
  };
  if (AMOUNT_ONLY.has(entry.cls)) {
    // "avoid areas with group homes", "I don't want kids next door", "rather not live by …"
    for (let before = Math.max(0, at - 6); before < at; before += 1) {
      if (isWord(units[before], set('avoid', 'away'))) return { ...match, from: before };
      const wish =
        isWord(units[before], set('want', 'like')) || isWord(units[before], set('rather'));
      if (wish && notWished(units, before)) return { ...match, from: before };
      // "where people don't have kids", "not near any Section 8 housing"
      const notHaving = isWord(units[before], set('have', 'near', 'around', 'by'));
      if (notHaving && isWord(units[before - 1], set('not'))) return { ...match, from: before - 1 };
    }
    // "no deaf or blind tenants": the amount scopes over every group of the list it starts
    let index = at - 1;
    while (
      index >= at - 6 &&
      (isWord(units[index], BETWEEN_AMOUNT) ||
        (isWord(units[index], LIST_JOINERS) && isDirect(termOf(units[index - 1]))) ||
        (isDirect(termOf(units[index])) && isWord(units[index + 1], LIST_JOINERS)))
    )
      index -= 1;
    if (isWord(units[index], AMOUNT_BEFORE)) return { ...match, from: index };
    for (let after = at + 1; after <= at + 3 && after < units.length; after += 1) {
      // "a lawn for the kids to run around in": an infinitive after the group says what the
      // home is for, not where the group lives
      if (isWord(units[after], INFINITIVE)) break;
      if (isWord(units[after], LIVE_AFTER)) return { ...match, to: after + 1 };
    }
    return null;
  }
  // "Muslim neighbors", "a Jewish area": the group word's own noun places it
  const noun = units[at]!.term!.noun;
  if (noun && STEERING_NEAR.has(noun)) return match;
  const from = Math.max(0, at - WINDOW);
  const to = Math.min(units.length, at + WINDOW + 1);
  for (let index = from; index < to; index += 1) {
    if (index !== at && isWord(units[index], STEERING_NEAR)) return match;
  }
  return null;
};

const PEOPLE = set('person', 'neighbor', 'family', 'resident', 'other', 'folk', 'someone');
const ME = set('me', 'us', 'mine', 'ours', 'myself', 'ourselves', 'my', 'our');
const NOT_AFTER_LIKE_ME = set('can', 'could', 'would', 'afford', 'who', 'do', 'usually');
const TOPICS = set(
  'race',
  'religion',
  'ethnicity',
  'background',
  'culture',
  'color',
  'skin',
  'faith',
  'nationality',
  'heritage',
  'ethnic',
  'racial',
  'religious',
  'belief',
);
const ABOUT_PEOPLE = set('racial', 'ethnic', 'religious', 'racially', 'ethnically', 'religiously');
const MAKEUP = set(
  'makeup',
  'composition',
  'mix',
  'breakdown',
  'balance',
  'percentage',
  'homogeneous',
  'demographic',
  'profile',
);

/** Word or group term ("religious" is both a term and the start of "religious makeup"). */
const hasLemma = (unit: Unit | undefined, words: Set<string>) =>
  unit !== undefined && words.has(unit.lemma);

/** "People like me", "my kind of people", "same religion", "racial makeup", "demographics". */
const aboutPeopleLikeMe: Pattern = (units, at) => {
  const unit = units[at];
  const hit = (to: number): UnitMatch => ({ from: at, to, kind: 'steering', limitation: false });
  if (
    hasLemma(unit, PEOPLE) &&
    hasLemma(units[at + 1], set('like')) &&
    hasLemma(units[at + 2], ME)
  ) {
    return hasLemma(units[at + 3], NOT_AFTER_LIKE_ME) ? null : hit(at + 3);
  }
  // "the people are like us"
  if (
    hasLemma(unit, PEOPLE) &&
    hasLemma(units[at + 1], set('are', 'is')) &&
    hasLemma(units[at + 2], set('like')) &&
    hasLemma(units[at + 3], ME)
  ) {
    return hit(at + 4);
  }
  if (
    hasLemma(unit, set('look')) &&
    hasLemma(units[at + 1], set('like')) &&
    hasLemma(units[at + 2], ME)
  ) {
    return hit(at + 3);
  }
  if (hasLemma(unit, set('my', 'our', 'own')) && hasLemma(units[at + 1], set('kind')))
    return hit(at + 2);
  if (hasLemma(unit, set('same', 'similar')) && hasLemma(units[at + 1], TOPICS)) return hit(at + 2);
  if (
    hasLemma(unit, set('share')) &&
    hasLemma(units[at + 1], MY) &&
    hasLemma(units[at + 2], TOPICS)
  ) {
    return hit(at + 3);
  }
  // "people of my race", "neighbors from our own background"
  if (hasLemma(unit, set('of', 'from')) && hasLemma(units[at + 1], MY)) {
    const topic = hasLemma(units[at + 2], set('own')) ? at + 3 : at + 2;
    if (hasLemma(units[topic], TOPICS)) return hit(topic + 1);
  }
  if (hasLemma(unit, ABOUT_PEOPLE) && hasLemma(units[at + 1], MAKEUP)) return hit(at + 2);
  if (hasLemma(unit, set('demographic'))) return hit(at + 1);
  const entry = termOf(unit);
  if (entry?.tag === 'topic') {
    if (hasLemma(units[at - 1], set('same', 'by', 'what', 'which', 'their'))) return hit(at + 1);
    if (hasLemma(units[at + 1], MAKEUP)) return hit(at + 2);
  }
  return null;
};

/**
 * "A Jewish neighborhood" chooses an area; "homes for a Jewish family" more likely describes the
 * buyer, so a people noun only steers near a place word (see groupNearArea).
 */
const areaComposition: Pattern = (units, at) => {
  const noun = units[at]?.term?.noun;
  return noun && PLACE_NOUNS.has(noun) ? composition(units, at) : null;
};

const REQUEST_PATTERNS: Pattern[] = [
  lowDiversity,
  preferWhoIs,
  noGroup,
  groupRefused,
  withoutGroup,
  refuseGroup,
  prohibitsGroup,
  noneFromOrigin,
  childCount,
  groupOnly,
  onlyGroup,
  areaComposition,
  adultPlace,
  groupNearArea,
  aboutPeopleLikeMe,
  framedTraitRequest,
  codePhrase,
  fitsIn,
  looksLike,
  peopleAre,
  placeChangesColour,
  peopleSpeak,
  sameBackground,
  traitOfPlace,
  // race in code asks for the same choice in a request as in a listing ("without the inner-city
  // crowd", "a lily-white suburb", "like it was before integration")
  urbanKind,
  arrivedKind,
  codedPlace,
  beforeIntegration,
  ...REQUEST_FRAMES,
  ...REQUEST_WISHES,
  ...REQUEST_MARKERS,
  ...REQUEST_WINKS,
];

/**
 * The first place where a home-search request asks to choose homes or areas by a protected class
 * (steering, which fair-housing law forbids), or null. Describing oneself ("a house for my family
 * with two kids"), asking for accessibility or for amenities ("family-friendly neighborhood near
 * good schools") is not steering. Source of income counts whatever the state: the assistant does
 * not search by it. Linear in the request.
 */
export function findSteering(request: string): FairHousingFinding | null {
  const tokens = tokenize(request);
  const units = toUnits(tokens);
  const seniorHousing = adultGroupsAllowed(tokens, 'request');
  for (let at = 0; at < units.length; at += 1) {
    for (const pattern of REQUEST_PATTERNS) {
      const match = pattern(units, at);
      if (!match) continue;
      const cls =
        match.termAt === undefined && !match.cls ? 'race-or-color' : classOf(match, units);
      if (match.termAt !== undefined && selfDescribed(units, match.termAt)) continue;
      if (selfDescribed(units, match.from)) continue;
      // "my agent should speak Spanish": the language of someone the requester hires
      if (cls === 'national-origin' && saidOfHiredHelp(units, match)) continue;
      if (cls === 'familial-status' && seniorHousing) continue;
      return toFinding(match, { tokens, units, text: request }, cls, FAIR_HOUSING_SOURCE);
    }
  }
  return null;
}

export const isSteeringRequest = (request: string) => findSteering(request) !== null;
