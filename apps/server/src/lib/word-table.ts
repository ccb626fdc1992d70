/**
 * A lookup table of words with no Object prototype: a user's word such as "constructor" or
 * "__proto__" must read as missing (`in`, indexing), never as one of Object's own members.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
