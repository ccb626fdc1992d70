import { createHash } from 'node:crypto';

/**
 * Named statements (decision 0470): on a Postgres server, a statement sent with a name is parsed
 * once per connection and then run by name, so a hot statement is not parsed (and its 2 kB text
 * not written) on every request. The name is a hash of the statement's text, so every request of
 * one shape (one search's filters and sort) shares it whatever its values. A node
 * names at most MAX_NAMED distinct texts (each connection keeps what it parsed until it closes);
 * any further shape runs unnamed, as before. PGlite ignores names.
 *
 * The pool's connections plan every run for its values (`plan_cache_mode=force_custom_plan`,
 * db/client.ts): Postgres's generic plan, chosen after five runs of a named statement, made the
 * typical search three times slower at a million listings. What naming saves is the parse and the
 * statement's text on the wire. A text with a `like` prefix or a trigram match is left unnamed all
 * the same: its index range needs the value at planning time, which no plan cached for any value
 * could use, should the mode ever be changed (the location box's suggestions, agents' prefix
 * filters, near spellings).
 */
const MAX_NAMED = 200;
const named = new Set<string>();

const NEEDS_ITS_VALUES = /\blike\b|%>|<%|<->|\bsimilarity\(/i;

export function statementName(text: string): string | undefined {
  if (NEEDS_ITS_VALUES.test(text)) return undefined;
  const name = `nw_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  if (named.has(name)) return name;
  if (named.size >= MAX_NAMED) return undefined;
  named.add(name);
  return name;
}
