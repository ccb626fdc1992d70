import type { FairHousingFinding } from '../findings';
import { PLACE_NOUNS } from '../lexicon';
import { tokenize, type Token } from '../tokenize';
import { toUnits } from '../units';
import { clauseFeatures } from './features';
import { clauseReadings, modelFinding } from './learned-findings';
import defaultModel from './model.json';
import { EVIDENCE, verdictOf, type GuardModel } from './model';

const MODEL = defaultModel as unknown as GuardModel;

/**
 * Who a request's class word may be said of when it chooses where to live by a class: the people
 * around (neighbours, residents, a crowd) or a part of town. Household nouns (family, couple) and
 * the requester's roles (buyer, renter) are left out: "a Mexican-American family of five" and "as
 * a deaf buyer" describe who asks.
 */
const OTHERS = new Set([
  ...PLACE_NOUNS,
  'neighbor',
  'neighbour',
  'resident',
  'tenant',
  'people',
  'person',
  'folk',
  'crowd',
  'somewhere',
  'where',
  'live',
  'living',
  'around',
  'nearby',
  'next',
]);

/**
 * A request chooses by a class only under a frame of choosing: a wish, a refusal, an absence or a
 * negation ("neighbors who are Catholic like us", "somewhere the Hindus aren't"). A class word
 * beside a place with none of them describes a thing or welcomes ("a diverse neighborhood", "an
 * area with more Korean BBQ places", "accessible for residents with disabilities").
 */
const CHOOSING = ['prefer', 'require', 'refuse', 'negation', 'absence', 'discourage', 'post'];

const PEOPLE_AROUND = new Set([
  'neighbor',
  'neighbour',
  'resident',
  'tenant',
  'people',
  'folk',
  'crowd',
  'owner',
]);
const RELATIVE = new Set(['who', 'that', 'whose']);

/**
 * The other frame of choosing in a request: the people around described in a clause of their
 * own ("neighbors who are Catholic", "residents who go to temple") or likened to the requester
 * ("like us", "like we do").
 */
function describesOthers(tokens: Token[], from: number, to: number): boolean {
  for (let at = from; at + 1 < to; at += 1) {
    const lemma = tokens[at]!.lemma;
    if (PEOPLE_AROUND.has(lemma) && RELATIVE.has(tokens[at + 1]!.lemma)) return true;
    if (lemma === 'like' && SELF.has(tokens[at + 1]!.lemma)) return true;
  }
  return false;
}

/** The requester: a pronoun before the class word with no other people or place in between. */
const SELF = new Set(['i', 'we', 'me', 'us', 'my', 'our', 'as', 'im']);
/** How far back a self-reference still owns the class word ("I'm a single mom", "I use a walker"). */
const SELF_REACH = 5;

const carriesClass = (tokens: Token[], at: number, cls: string) =>
  (clauseFeatures(tokens, at, at + 1).get(`cls:${cls}`) ?? 0) >= EVIDENCE;

function saidOfSelf(tokens: Token[], at: number): boolean {
  for (let back = at - 1; back >= Math.max(0, at - SELF_REACH); back -= 1) {
    const lemma = tokens[back]!.lemma;
    if (OTHERS.has(lemma)) return false;
    if (SELF.has(lemma)) return true;
  }
  return false;
}

/**
 * The guard's learned layer over a request the rules let through (decision 0540): the words a
 * search grammar did not explain (the caller blanks places, types and other slots it read, so
 * "no multi-family" or "Georgia" never reach the model) are read clause by clause by the listing
 * model; a verdict counts when a word carrying its class is said of others (a neighbour, a
 * resident, a part of town stands in the clause) and not of the requester. Linear: every clause
 * is bounded (features.ts) and each token is read once more alone.
 */
export function learnedSteering(
  request: string,
  model: GuardModel | null = MODEL,
): FairHousingFinding | null {
  if (!model) return null;
  const tokens = tokenize(request);
  const units = toUnits(tokens);
  for (const { from, to, features } of clauseReadings(tokens, units)) {
    const verdict = verdictOf(model, features);
    if (!verdict) continue;
    if (!CHOOSING.some((cue) => features.has(`cue:${cue}`)) && !describesOthers(tokens, from, to)) {
      continue;
    }
    let aboutOthers = false;
    for (let at = from; at < to; at += 1) aboutOthers ||= OTHERS.has(tokens[at]!.lemma);
    if (!aboutOthers) continue;
    for (let at = from; at < to; at += 1) {
      if (!carriesClass(tokens, at, verdict.cls) || saidOfSelf(tokens, at)) continue;
      return modelFinding(verdict.cls, 'high', { tokens, text: request }, from, to);
    }
  }
  return null;
}
