import { isWord, set, type UnitMatch } from './patterns';
import type { Unit } from './units';

/**
 * People the requester hires to buy, rent or finance a home. The language such a person speaks
 * is a service the requester chooses for themself ("my agent should speak Spanish", "a lender
 * who speaks Korean"), not a choice of homes or neighbours by national origin.
 */
const HIRED = set(
  'agent',
  'realtor',
  'broker',
  'lender',
  'banker',
  'inspector',
  'appraiser',
  'attorney',
  'lawyer',
  'notary',
  'officer',
  'advisor',
  'adviser',
  'interpreter',
  'translator',
  'mover',
  'contractor',
  'rep',
  'representative',
);
/** Words that say the trait is a language the person speaks. */
const SPEAKING = set('speak', 'speaks', 'speaking', 'spoke', 'fluent', 'bilingual');
/** People who live there: a trait said of them is theirs, not the hired person's. */
const RESIDENTS = set(
  'neighbor',
  'neighbour',
  'resident',
  'people',
  'person',
  'folk',
  'family',
  'tenant',
  'owner',
  'everyone',
  'everybody',
  'community',
  'area',
  'neighborhood',
  'neighbourhood',
  'street',
  'building',
  'block',
  'nobody',
  'most',
);

/**
 * Whether the class word of this finding is the language of someone the requester hires: within
 * its clause, the nearest person named before it is an agent, lender, inspector… and a word of
 * speaking stands between them. A resident or neighbour named nearer keeps the finding ("an agent
 * who knows where the neighbors speak English").
 */
export function saidOfHiredHelp(units: Unit[], match: UnitMatch): boolean {
  const at = match.termAt ?? match.from;
  let speaking = false;
  for (let index = at - 1; index >= 0 && index >= at - 8; index -= 1) {
    const unit = units[index]!;
    const clauseStart = unit.breakBefore || unit.commaBefore;
    if (isWord(unit, SPEAKING)) speaking = true;
    if (isWord(unit, RESIDENTS)) return false;
    if (isWord(unit, HIRED)) return speaking;
    if (clauseStart) return false;
  }
  return false;
}
