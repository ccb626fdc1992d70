/**
 * Text Postgres can store: no U+0000 (text columns refuse it, and jsonb refuses its \u0000 escape)
 * and no unpaired UTF-16 surrogate (jsonb refuses the escape; text would silently become U+FFFD).
 * One pass over the code units, so it stays linear on any input.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

export const UNSTORABLE_TEXT_MESSAGE = (field: string) =>
  `${field} contains a character that is not allowed (a NUL byte or an unpaired surrogate).`;

interface Node {
  value: unknown;
  key?: string | number;
  parent?: Node;
}

function pathOf(node: Node | undefined): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at = node; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/**
 * The path of the first string (value or object key) in a parsed request part that is not
 * storable text, or undefined. Walks with its own stack (nodes point to their parent, so no path
 * is copied per level): a deeply nested body can neither overflow the call stack nor go quadratic.
 * `maxNodes` bounds the work on a pathological body.
 */
export function findUnstorableText(
  value: unknown,
  maxNodes = 1_000_000,
): Array<string | number> | undefined {
  const stack: Node[] = [{ value }];
  let visited = 0;
  while (stack.length > 0 && visited < maxNodes) {
    const node = stack.pop()!;
    const current = node.value;
    visited += 1;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(node);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i], key: i, parent: node });
      }
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i]!;
        if (!isStorableText(key)) return [...pathOf(node), key];
        const child = (current as Record<string, unknown>)[key];
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return undefined;
}
