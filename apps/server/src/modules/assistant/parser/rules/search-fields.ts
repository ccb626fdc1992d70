import type { Token } from '../types';

/** Verbs that set a value: "change", "switch", "make", "set", "update". */
const SETTING_VERBS = new Set([
  'change',
  'switch',
  'make',
  'set',
  'update',
  'move',
  'put',
  'reset',
]);
/** Words a field may be named with: "the city", "my budget", "that location". */
const DETERMINERS = new Set(['the', 'my', 'our', 'this', 'that', 'its', 'search', 'a']);
/**
 * Nouns that name a field of the search itself rather than something in a home: the place to
 * look in, the money, the rooms, the kind of home.
 */
const FIELDS = new Set([
  'city',
  'town',
  'location',
  'place',
  'area',
  'state',
  'neighborhood',
  'neighbourhood',
  'budget',
  'price',
  'range',
  'bedrooms',
  'beds',
  'baths',
  'bathrooms',
  'type',
  'kind',
  'size',
  'filter',
  'filters',
]);

/**
 * "change the city to germantown", "make the budget 600k", "set my location to tempe": a verb
 * that sets a value, with a field of the search as its object, edits the search on screen. Only
 * a field right after the verb (or after a determiner or two) counts, so "make sure the place
 * has a garage" is no edit.
 */
export function editsSearchField(tokens: Token[]): boolean {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!SETTING_VERBS.has(tokens[index]!.text)) continue;
    let next = index + 1;
    while (next <= index + 2 && DETERMINERS.has(tokens[next]?.text ?? '')) next += 1;
    if (next > index + 1 && FIELDS.has(tokens[next]?.text ?? '')) return true;
  }
  return false;
}
