import fs from 'node:fs';
import type { Plugin } from 'vite';

const IMPORT =
  /import\s*\{\s*(\w+)(?:\s+as\s+(\w+))?\s*\}\s*from\s*'@nestwise\/shared\/operation-routes\/([\w-]+)';/g;
const LITERAL = /= (\{ method: '[A-Z]+', path: '[^']*' \});/;

/**
 * Writes each operation route (`@nestwise/shared/operation-routes/<name>`, one `{ method, path }`
 * per contract) into the module that imports it, as the hand-written literals were. Left as
 * modules, the bundler gives a route that two lazy pages share a chunk of its own: one more
 * request of a hundred bytes before a page's first paint (decision 0350).
 */
export function inlineOperationRoutes(
  dir = new URL('../../packages/shared/src/contracts/operation-routes/', import.meta.url),
): Plugin {
  const literals = new Map<string, string>();
  const literalOf = (file: string) => {
    let literal = literals.get(file);
    if (!literal) {
      const match = LITERAL.exec(fs.readFileSync(new URL(`${file}.ts`, dir), 'utf8'));
      if (!match) throw new Error(`operation-routes/${file}.ts: no route literal`);
      literal = match[1]!;
      literals.set(file, literal);
    }
    return literal;
  };
  return {
    name: 'nestwise-inline-operation-routes',
    apply: 'build',
    enforce: 'pre',
    transform(code) {
      if (!code.includes('@nestwise/shared/operation-routes/')) return null;
      return code.replace(
        IMPORT,
        (_match, name: string, alias: string | undefined, file: string) =>
          `const ${alias ?? name} = ${literalOf(file)};`,
      );
    },
  };
}
