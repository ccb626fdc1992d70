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

/**
 * The table's source text: one named export per contract, so a bundle keeps only the routes it
 * calls, each typed by its contract (a method or path that drifts from it fails typecheck).
 */
export function renderOperationRoutes(
  operations: readonly Pick<OperationContract, 'name' | 'method' | 'path'>[],
): string {
  const header = [
    '// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.',
    '// `operation-routes.test.ts` fails when a contract changes and this file was not regenerated.',
    "import type * as C from './index';",
    "import type { OperationRoute } from './operation-route';",
    '',
  ];
  const entries = [...operations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      ({ name, method, path }) =>
        `export const ${name}: OperationRoute<typeof C.${name}> = { method: '${method}', path: '${path}' };`,
    );
  return [...header, ...entries, ''].join('\n');
}
