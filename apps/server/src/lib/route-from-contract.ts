import type { FastifyInstance, RouteOptions, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { EmptyResponse, FreeFormContent, OperationContract } from '@nestwise/shared/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { contractGate } from './contract-auth';

/**
 * The JSON responses, errors included: Fastify serialises these through zod (checks and strips).
 * For the handler's types only, an empty response is no body (Fastify sends a 204 or 304 as it
 * is) and a free-form one is anything the route sends itself (a file, a stream, XML).
 */
type SerialisedResponses<C extends OperationContract> = {
  [S in keyof C['responses']]: C['responses'][S] extends EmptyResponse
    ? z.ZodUndefined
    : C['responses'][S] extends FreeFormContent
      ? z.ZodUnknown
      : C['responses'][S];
};

type ZodOrNever<T> = T extends z.ZodType ? T : never;

/** What Fastify validates and serialises for a contract (the type provider infers from it). */
export type ContractSchema<C extends OperationContract, BodyInHandler extends boolean> = {
  params: ZodOrNever<C['params']>;
  querystring: ZodOrNever<C['query']>;
  body: BodyInHandler extends true ? never : ZodOrNever<C['body']>;
  response: SerialisedResponses<C>;
};

export interface FromContractOptions<BodyInHandler extends boolean = false> extends Omit<
  RouteShorthandOptions,
  'schema'
> {
  /** The plugin's prefix, when it is registered under one (identity's `/identity`). */
  prefix?: string;
  /**
   * The handler parses the body itself with the contract's schema, to answer in its own error
   * shape (the identity provider's); the route then leaves the body unchecked.
   */
  bodyParsedInHandler?: BodyInHandler;
  /**
   * The success body is built field by field by a presenter typed as the contract's response, so
   * the type checker already holds it to the contract: it is sent with `JSON.stringify`, without
   * zod's encode (which for a search page walks 21 listings of 40 fields per request; decision
   * 0470). Errors still go through their schemas. Only for bodies that hold nothing unchecked.
   */
  successAsBuilt?: boolean;
}

/** The contract a route was registered from, kept in its config for the document and the checks. */
export interface ContractRouteConfig {
  contract?: OperationContract;
}

/**
 * A contract's OpenAPI path as Fastify writes it: `{id}` → `:id`, `{*}` → `*`, and a literal
 * colon (`accounts:signUp`) escaped as `::`.
 */
export function fastifyPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '{*}') return '*';
      return segment.replaceAll(':', '::').replace(/\{([^}]+)\}/g, ':$1');
    })
    .join('/');
}

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The route's own onRequest hooks, after the gate: the gate runs first, whatever they are. */
function withGate(
  gate: ReturnType<typeof contractGate>,
  onRequest: RouteShorthandOptions['onRequest'],
): RouteShorthandOptions['onRequest'] {
  if (!gate) return onRequest;
  const own = onRequest === undefined ? [] : Array.isArray(onRequest) ? onRequest : [onRequest];
  return [gate, ...own] as RouteShorthandOptions['onRequest'];
}

/**
 * The URL and options of a route, from its contract: `app.get(...fromContract(getProperty), handler)`.
 * The contract's `auth` is enforced first, by an onRequest gate (`lib/contract-auth.ts`): 401
 * signed out, 403 for a role it does not list, before the body is read; the handler takes the
 * caller with `callerOf(request)`. Params, query and body are validated with the contract's
 * schemas; JSON responses (errors included) are serialised through theirs, so a field the contract
 * leaves out never leaves the server and a body that breaks its contract is a logged 500, not a
 * silent drift. The method is the call's; `registerContractChecks` refuses a route whose method is
 * not the contract's.
 */
export function fromContract<
  const C extends OperationContract,
  const BodyInHandler extends boolean = false,
>(
  contract: C,
  options: FromContractOptions<BodyInHandler> = {},
): [url: string, options: RouteShorthandOptions & { schema: ContractSchema<C, BodyInHandler> }] {
  const { prefix = '', bodyParsedInHandler, successAsBuilt, ...routeOptions } = options;
  if (!contract.path.startsWith(prefix)) {
    throw new Error(`${contract.name}: ${contract.path} is not under the prefix ${prefix}`);
  }
  const response: Record<string, z.ZodType> = {};
  for (const [status, schema] of Object.entries(contract.responses)) {
    if (isZod(schema)) response[status] = schema;
  }
  const schema: Record<string, unknown> = {};
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (isZod(contract.body) && !bodyParsedInHandler) schema.body = contract.body;
  if (Object.keys(response).length > 0) schema.response = response;
  const onRequest = withGate(contractGate(contract.name, contract.auth), routeOptions.onRequest);
  return [
    fastifyPath(contract.path.slice(prefix.length)),
    {
      ...routeOptions,
      ...(onRequest === undefined ? {} : { onRequest }),
      ...(successAsBuilt ? { serializerCompiler: successAsBuiltCompiler } : {}),
      schema: schema as ContractSchema<C, BodyInHandler>,
      config: { ...routeOptions.config, ...({ contract } satisfies ContractRouteConfig) },
    },
  ];
}

/** 2xx bodies as built (`successAsBuilt`), any other status through its schema. */
const successAsBuiltCompiler = ((route: Parameters<typeof serializerCompiler>[0]) =>
  /^2/.test(String(route.httpStatus))
    ? (data: unknown) => JSON.stringify(data)
    : serializerCompiler(route)) as RouteShorthandOptions['serializerCompiler'];

/** The contract a registered route came from, if any. */
export function routeContract(route: Pick<RouteOptions, 'config'>): OperationContract | undefined {
  return (route.config as ContractRouteConfig | undefined)?.contract;
}

/**
 * Refuses, at start-up, a route registered with another method or path than its contract says
 * (Fastify adds a HEAD route for every GET: that one is the GET's own), or one whose contract
 * needs sign-in on an app whose gates have no authenticator.
 */
export function registerContractChecks(app: FastifyInstance) {
  app.addHook('onRoute', function checkContractRoute(route) {
    const contract = routeContract(route);
    if (!contract) return;
    if (contract.auth !== 'public' && !this.contractAuthenticator) {
      throw new Error(`${contract.name} needs sign-in, and no authenticator is registered`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const allowed = contract.method === 'GET' ? ['GET', 'HEAD'] : [contract.method];
    if (methods.some((method) => !allowed.includes(method))) {
      throw new Error(`${contract.name} is ${contract.method}, registered as ${methods.join(',')}`);
    }
    if (route.url !== fastifyPath(contract.path)) {
      throw new Error(`${contract.name} is at ${contract.path}, registered at ${route.url}`);
    }
  });
}
