import type { FairHousingClass } from '../lexicon';
import type { Token } from '../tokenize';
import { INNOCENT_AFTER } from '../vocabulary';
import { STREET_NAMES } from '../units';

/**
 * A class word that is part of a name says nothing of who may live there: a street ("210
 * Christian Street", "Irish Lane") or an institution, directly or after "of" and its own name
 * ("Jewish Hospital", "Our Lady of Lourdes Hospital", "Sisters of Mercy School"). Only one or two
 * name words may stand between "of" and the institution, and no article, so "women of the church
 * preferred" keeps its women. Looks at most four tokens ahead.
 */
const INSTITUTIONS = new Set([
  ...['hospital', 'church', 'school', 'parish', 'cathedral', 'chapel', 'academy', 'college'],
  ...['university', 'clinic', 'center', 'centre', 'shrine', 'basilica', 'convent', 'seminary'],
  ...['monastery', 'temple', 'synagogue', 'mosque', 'institute', 'museum'],
  // "Citizens Bank", "Pioneer Savings": a bank's name names no depositor
  ...['bank', 'savings', 'library'],
]);
const NOT_NAME_WORDS = new Set(['the', 'a', 'an', 'our', 'your', 'any', 'all', 'their', 'no']);

export function isNamePart(tokens: Token[], at: number, to: number): boolean {
  const next = tokens[at + 1];
  if (!next || next.breakBefore || at + 1 >= to) return false;
  return STREET_NAMES.has(next.lemma) || isInstitutionName(tokens, at, to);
}

/**
 * An institution's name: its words are read as a name, not as their words, since "Lady" in
 * "Our Lady of Lourdes Hospital" is no woman. A street's name keeps its words ("a historically
 * white street" may be either).
 */
export function isInstitutionName(tokens: Token[], at: number, to: number): boolean {
  const next = tokens[at + 1];
  if (!next || next.breakBefore || at + 1 >= to) return false;
  if (INSTITUTIONS.has(next.lemma)) return true;
  if (next.lemma !== 'of') return false;
  for (let name = at + 2; name < Math.min(to, at + 5); name += 1) {
    const token = tokens[name]!;
    if (token.breakBefore || token.commaBefore) return false;
    if (INSTITUTIONS.has(token.lemma)) return name > at + 2;
    if (NOT_NAME_WORDS.has(token.lemma) || token.kind !== 'word') return false;
  }
  return false;
}

/**
 * A class word inside the name of a house style or a feature of a house says nothing of who may
 * live there: "a painted lady" is a Victorian house, "a widow's walk" a rooftop platform, "a
 * mother-in-law suite" a self-contained unit, "a bachelor flat" a studio. Each is the class word
 * with the one word that makes it a name (before or after), so "a lady preferred", "widows
 * welcome" and "ideal for a bachelor" keep their words.
 */
const STYLE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['painted', 'lady'],
  ['widow', 'walk'],
  ['law', 'suite'],
  ['law', 'unit'],
  ['law', 'apartment'],
  ['law', 'cottage'],
  // a bachelor unit is a studio, whatever the dwelling noun after it (decision 0720)
  ...['flat', 'pad', 'apartment', 'unit', 'suite', 'studio'].map(
    (dwelling) => ['bachelor', dwelling] as const,
  ),
];

export function isStyleName(tokens: Token[], at: number, from: number, to: number): boolean {
  const token = tokens[at]!;
  const before = at > from && !token.breakBefore ? tokens[at - 1]!.lemma : '';
  const after = at + 1 < to && !tokens[at + 1]!.breakBefore ? tokens[at + 1]!.lemma : '';
  // "mother-in-law suite": the class word is three words before the feature
  const afterLaw =
    at + 3 < to && tokens[at + 1]!.lemma === 'in' && tokens[at + 2]!.lemma === 'law'
      ? tokens[at + 3]!.lemma
      : '';
  return STYLE_NAMES.some(
    ([first, second]) =>
      (first === before && second === token.lemma) ||
      (first === token.lemma && second === after) ||
      (first === 'law' && second === afterLaw),
  );
}

/**
 * A class word the model should read as no one's class, because the sentence says it of
 * something or someone other than who may live there (decision 0720):
 *
 * - a thing named by it: the class word, or a list of them joined by commas and "and"/"or", before
 *   a word that makes it a thing for its class (`INNOCENT_AFTER`: "a man cave", "Ethiopian, Thai
 *   and soul food"), for an origin, a race or a sex only; a plural ("Mexicans") is people and
 *   never starts one;
 * - everyone addressed: a word of each sex joined by "and"/"or" ("Ladies and gentlemen, …",
 *   "guys and gals"), which names every sex and so prefers none;
 * - the advertiser or a helper described: the complement of an owner, landlord, seller or agent
 *   ("the owner is a retired Navy man", "the landlord, a woman who lives on site"), which says who
 *   offers the home, not who may live in it.
 *
 * `classOf` gives a token's class as the model reads it (lexicon or embedding), or undefined.
 * Each reading looks at most six tokens either way.
 */
export function saidOfNoResident(
  tokens: Token[],
  at: number,
  from: number,
  to: number,
  classOf: (token: Token) => FairHousingClass | undefined,
): boolean {
  const cls = classOf(tokens[at]!);
  if (!cls) return false;
  return (
    namesThing(tokens, at, to, cls, classOf) ||
    addressesEverySex(tokens, at, from, to, cls, classOf) ||
    describesOfferer(tokens, at, from) ||
    spokenByOfferer(tokens, at, from, classOf)
  );
}

const SPEAK = new Set(['speak', 'speaks', 'spoken', 'speaking']);
/** Between a language and the verb: a list of languages ("Russian, Polish and Ukrainian"). */
const LANGUAGE_LIST = new Set(['and', 'or', 'as', 'well', 'also', 'both', 'fluent', 'fluently']);
const SPEAKER_REACH = 8;

/**
 * A language the advertiser speaks: "the landlord speaks Russian and Ukrainian as well as
 * English", "our manager also speaks Korean". It tells who will answer the phone, not who may
 * live there. The owner, landlord, agent or manager must be the speaker, right before the verb
 * (or one adverb apart), and only languages and list words stand between the verb and the word;
 * "tenants must speak English" has no offerer and keeps its finding.
 */
function spokenByOfferer(
  tokens: Token[],
  at: number,
  from: number,
  classOf: (token: Token) => FairHousingClass | undefined,
): boolean {
  if (classOf(tokens[at]!) !== 'national-origin') return false;
  for (let index = at - 1; index >= Math.max(from, at - SPEAKER_REACH); index -= 1) {
    const token = tokens[index]!;
    if (tokens[index + 1]!.breakBefore) return false;
    if (SPEAK.has(token.lemma)) {
      let subject = index - 1;
      if (subject >= from && ['also', 'fluently', 'too'].includes(tokens[subject]!.lemma)) {
        subject -= 1;
      }
      return subject >= from && OFFERERS.has(tokens[subject]!.lemma) && !token.breakBefore;
    }
    if (!LANGUAGE_LIST.has(token.lemma) && classOf(token) !== 'national-origin') return false;
  }
  return false;
}

const JOINS = new Set(['and', 'or']);
/**
 * The classes whose words name a thing by a people's adjective ("Thai food", "a man cave"). A
 * practice or a need before its thing is still the person's ("eats only halal food", "renters who
 * require accessible parking"), so religion, disability and the rest keep their words.
 */
const THING_CLASSES = new Set<FairHousingClass>(['national-origin', 'race-or-color', 'sex']);
const LIST_REACH = 6;

function namesThing(
  tokens: Token[],
  at: number,
  to: number,
  cls: FairHousingClass,
  classOf: (token: Token) => FairHousingClass | undefined,
): boolean {
  if (tokens[at]!.plural || !THING_CLASSES.has(cls)) return false;
  const innocent = INNOCENT_AFTER[cls];
  for (let next = at + 1; next < Math.min(to, at + LIST_REACH); next += 1) {
    const token = tokens[next]!;
    if (token.breakBefore) return false;
    if (innocent.has(token.lemma) && !token.commaBefore) return true;
    if (JOINS.has(token.lemma)) continue;
    // another member of the list: a class word, or one plain word right before the thing
    if (token.plural) return false;
    if (classOf(token)) continue;
    if (token.commaBefore) return false;
    const following = tokens[next + 1];
    return following !== undefined && !following.breakBefore && innocent.has(following.lemma);
  }
  return false;
}

const FEMALE = new Set(['lady', 'woman', 'female', 'girl', 'gal', 'madam', 'madame']);
const MALE = new Set(['gentleman', 'man', 'male', 'boy', 'guy', 'gent', 'sir', 'fellow']);
const sexOf = (lemma: string) => (FEMALE.has(lemma) ? 'f' : MALE.has(lemma) ? 'm' : undefined);

function addressesEverySex(
  tokens: Token[],
  at: number,
  from: number,
  to: number,
  cls: FairHousingClass,
  classOf: (token: Token) => FairHousingClass | undefined,
): boolean {
  if (cls !== 'sex') return false;
  const own = sexOf(tokens[at]!.lemma);
  if (!own) return false;
  const pairedWith = (other: number) => {
    const token = tokens[other];
    if (!token || other < from || other >= to || classOf(token) !== 'sex') return false;
    const sex = sexOf(token.lemma);
    return sex !== undefined && sex !== own;
  };
  const joinAfter = tokens[at + 1];
  if (joinAfter && JOINS.has(joinAfter.lemma) && !joinAfter.breakBefore && pairedWith(at + 2)) {
    return !tokens[at + 2]!.breakBefore;
  }
  const joinBefore = tokens[at - 1];
  return (
    joinBefore !== undefined &&
    JOINS.has(joinBefore.lemma) &&
    !tokens[at]!.breakBefore &&
    !joinBefore.breakBefore &&
    pairedWith(at - 2)
  );
}

/** Who offers or shows the home, never who lives in it. */
const OFFERERS = new Set([
  ...['owner', 'landlord', 'landlady', 'seller', 'agent', 'realtor', 'broker', 'builder'],
  ...['lister', 'host', 'manager', 'superintendent', 'developer', 'architect', 'designer'],
]);
const BE = new Set(['is', 'was', 'be', 'been']);
const ARTICLES = new Set(['a', 'an']);
/** Words that end the description's modifiers: a frame or a link to other people. */
const NOT_MODIFIERS = new Set([
  ...['who', 'that', 'for', 'to', 'with', 'by', 'and', 'or', 'not', 'no', 'only', 'prefer'],
  ...['prefers', 'want', 'wants', 'seek', 'seeks', 'seeking', 'must', 'should', 'tenant'],
]);
const MODIFIER_REACH = 3;

function describesOfferer(tokens: Token[], at: number, from: number): boolean {
  let index = at - 1;
  // "a retired Navy man": at most three words that describe, then the article
  while (
    index >= from &&
    index >= at - MODIFIER_REACH &&
    !ARTICLES.has(tokens[index]!.lemma) &&
    !NOT_MODIFIERS.has(tokens[index]!.lemma) &&
    !tokens[index + 1]!.breakBefore
  ) {
    index -= 1;
  }
  if (index < from || !ARTICLES.has(tokens[index]!.lemma) || tokens[index + 1]!.breakBefore) {
    return false;
  }
  const article = tokens[index]!;
  // "the landlord, a woman who …": an apposition after the offerer
  if (article.commaBefore) return index - 1 >= from && OFFERERS.has(tokens[index - 1]!.lemma);
  const be = tokens[index - 1];
  if (index - 1 < from || !be || !BE.has(be.lemma) || article.breakBefore) return false;
  const subject = tokens[index - 2];
  return (
    index - 2 >= from && subject !== undefined && OFFERERS.has(subject.lemma) && !be.breakBefore
  );
}
