import type { OperationContract } from './define-operation';

declare const contractType: unique symbol;

/**
 * An operation's method and path without its zod schemas, for the web app's calls: the table in
 * `operation-routes.ts` holds one per contract. The contract itself rides along as a type only,
 * so a call typed by its route knows the contract's answer, query and body.
 */
export interface OperationRoute<C extends OperationContract = OperationContract> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Never set: the contract this route belongs to, for the type checker. */
  readonly [contractType]?: C;
}

/** The contract an operation route belongs to. */
export type RouteContract<R> = R extends OperationRoute<infer C> ? C : never;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const GENERATED =
  '// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.';

/**
 * The table's files: one module per contract, so a bundle keeps only the routes it calls and each
 * lands in the chunk of its callers (one module for all would put every route the app calls in the
 * shell chunk). Each is typed by its contract: a method or path that drifts fails typecheck.
 */
export function renderOperationRoutes(
  operations: readonly Pick<OperationContract, 'name' | 'method' | 'path'>[],
): Record<string, string> {
  const sorted = [...operations].sort((a, b) => a.name.localeCompare(b.name));
  const files: Record<string, string> = {};
  for (const { name, method, path } of sorted) {
    files[`${kebab(name)}.ts`] = [
      GENERATED,
      `import type { ${name} as Contract } from '../index';`,
      "import type { OperationRoute } from '../operation-route';",
      '',
      `export const ${name}: OperationRoute<typeof Contract> = { method: '${method}', path: '${path}' };`,
      '',
    ].join('\n');
  }
  files['index.ts'] = [
    GENERATED,
    '// `operation-routes.test.ts` fails when a contract changed and this folder was not regenerated.',
    ...sorted.map(({ name }) => `export { ${name} } from './${kebab(name)}';`),
    '',
  ].join('\n');
  return files;
}
