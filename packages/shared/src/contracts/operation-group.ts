import type { HttpMethod, OperationContract } from './define-operation';

type Responses = OperationContract['responses'];

/** What an operation of a group writes: method and path are the call's, tags and errors the group's. */
type GroupedOperation = Omit<OperationContract, 'method' | 'path' | 'tags'>;

/** An object type shown flat, so hovers and errors read `{ 200: …; '4xx': … }`, not `A & B`. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The group's error answers, except where the operation answers that status itself. */
type WithErrors<Errors, Own> = Flat<Omit<Errors, keyof Own> & Own>;

/** The contract a group's operation makes: the same type `defineOperation` gives it written out. */
type GroupOperationContract<
  M extends HttpMethod,
  P extends string,
  Tags extends OperationContract['tags'],
  Errors extends Responses,
  T extends GroupedOperation,
> = Flat<
  Omit<T, 'responses'> & {
    readonly method: M;
    readonly path: P;
    readonly tags: Tags;
    readonly responses: WithErrors<Errors, T['responses']>;
  }
>;

/**
 * The operations of one module: each has the module's tags and answers its errors in one shape,
 * so a contract writes only what is its own, method and path first as a route reads:
 *
 *   const users = operationGroup(['users'], apiErrors);        // operation-groups.ts
 *   export const getUser = users.get('/api/users/{id}', { name: 'getUser', …, responses: { 200: … } });
 *
 * The result is the same contract `defineOperation` makes (method and path as literal types, the
 * errors among the responses); an operation that answers a 4xx its own way names it and wins.
 */
export function operationGroup<
  const Tags extends OperationContract['tags'],
  const Errors extends Responses,
>(tags: Tags, errors: Errors) {
  function operation<const M extends HttpMethod>(method: M) {
    return <const P extends string, const T extends GroupedOperation>(path: P, contract: T) =>
      ({
        ...contract,
        method,
        path,
        tags,
        responses: { ...errors, ...contract.responses },
      }) as GroupOperationContract<M, P, Tags, Errors, T>;
  }
  return {
    get: operation('GET'),
    post: operation('POST'),
    put: operation('PUT'),
    patch: operation('PATCH'),
    delete: operation('DELETE'),
  };
}
