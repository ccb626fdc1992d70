import { phrases } from '../phrase-table';
import type { Token } from '../types';

/**
 * Words that judge or ask what one home costs the buyer, with no figure: "is it pricey", "what
 * would it set me back". Comparatives ("cheaper ones") are left out: they ask for other homes.
 */
const COST_JUDGEMENTS = phrases(
  'expensive',
  'cheap',
  'pricey',
  'costly',
  'affordable',
  'steep',
  'set me back',
  'set us back',
  'run me',
  'run us',
  'cost me',
  'cost us',
);
/** The home on screen as the subject of a question: "is this one …", "would it …". */
const POINTERS = new Set(['this', 'it', 'that']);
/** Words that open a sentence without changing what it asks ("so is this one expensive"). */
const FILLERS = new Set(['and', 'so', 'ok', 'okay', 'well', 'also', 'then', 'alright', 'but']);
/** Question openers that put a subject right after them ("is it", "what would it"). */
const OPENERS = new Set(['is', 'was', 'would', 'will', 'does', 'did', 'what', 'how', "what'll"]);
const AUXILIARIES = new Set(['would', 'will', 'does', 'did', 'is', 'could', 'might']);

/**
 * "so is this one expensive?", "what would this one set me back", "is that place pricey": a
 * question whose subject is the home pointed at (said just after the question's opening words)
 * and that judges what it costs asks its price. The pointer must be the subject, so a dummy
 * "it" does not count once the judgement goes on to another matter ("is it expensive to live in
 * Denver" asks about living there, not about this home).
 */
export function asksCostOfPointed(tokens: Token[]): boolean {
  let at = 0;
  while (at < 2 && FILLERS.has(tokens[at]?.text ?? '')) at += 1;
  if (!OPENERS.has(tokens[at]?.text ?? '')) return false;
  at += 1;
  // "what would this one …": one auxiliary may stand between the opener and the subject
  if (AUXILIARIES.has(tokens[at]?.text ?? '')) at += 1;
  if (!POINTERS.has(tokens[at]?.text ?? '')) return false;
  const rest = tokens.slice(at + 1);
  const judged = COST_JUDGEMENTS.find(rest);
  if (!judged) return false;
  return rest[judged[1]]?.text !== 'to';
}

/** Who names a home's price: the party selling or letting it. */
const SELLING_PARTIES = new Set([
  'seller',
  'sellers',
  'owner',
  'owners',
  'landlord',
  'landlords',
  'lister',
  'they',
  'he',
  'she',
]);
/**
 * Verbs of the price a seller names: "asking", "want", "charging", and those of putting the home
 * on the market at a price ("listing it for", "offering it at", "pricing it at").
 */
const NAMING_PRICE = new Set([
  ...['asking', 'ask', 'want', 'wanting', 'charging', 'charge'],
  ...['listing', 'list', 'offering', 'offer', 'pricing', 'selling', 'renting', 'leasing'],
]);
/** Words that put the price to a home: "for", and "at" of a price set ("listing it at"). */
const PRICE_LINKS = new Set(['for', 'at']);
/** The home named as the verb's object: "it", "this one", "the place", "that house". */
const POINTED_OBJECTS = new Set(['it', 'this', 'that', 'the']);
const POINTED_NOUNS = new Set(['one', 'place', 'home', 'house', 'unit', 'property', 'listing']);
/** Words between the question word and the party: "what are the", "what do the". */
const BEFORE_PARTY = new Set(['are', 'is', 'do', 'does', 'did', 'the', 'those', 'these', 'its']);
const WHAT = new Set(['what', "what's", 'whats']);

/**
 * "what are the sellers asking", "what's the owner charging for it", "what do they want": what
 * the party selling the home names as its price is the price of the home in question. The verb
 * must close the question or go on with "for" ("what are the sellers asking about" is no price).
 */
export function asksWhatSellerWants(tokens: Token[]): boolean {
  let at = 0;
  while (at < 2 && FILLERS.has(tokens[at]?.text ?? '')) at += 1;
  if (!WHAT.has(tokens[at]?.text ?? '')) return false;
  at += 1;
  while (at < tokens.length && BEFORE_PARTY.has(tokens[at]!.text)) at += 1;
  if (!SELLING_PARTIES.has(tokens[at]?.text ?? '')) return false;
  const verb = tokens[at + 1]?.text ?? '';
  if (!NAMING_PRICE.has(verb)) return false;
  let next = at + 2;
  // "what are they listing it for", "what is the owner renting this place at": the home as
  // the verb's object, then the link that puts a price to it
  if (POINTED_OBJECTS.has(tokens[next]?.text ?? '') && !tokens[next]!.breakBefore) {
    next += 1;
    if (POINTED_NOUNS.has(tokens[next]?.text ?? '')) next += 1;
    const link = tokens[next];
    if (tokens[next - 1]!.text === 'the' || !link || !PRICE_LINKS.has(link.text)) return false;
    const end = tokens[next + 1];
    return end === undefined || end.breakBefore;
  }
  const after = tokens[next];
  // the verbs of listing ask a price only with their link: "what are they listing" is no price
  const asking = ['asking', 'ask', 'want', 'wanting', 'charging', 'charge'].includes(verb);
  return (asking && (after === undefined || after.breakBefore)) || after?.text === 'for';
}
