import type { z } from 'zod';
import type { UserRole } from '../constants/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation, declared once here and enforced by the server before the handler
 * runs (`fromContract`):
 * - `'public'`: anyone, signed out included (a bearer token, when sent, may change the answer);
 * - `'signed-in'`: any signed-in, active account (401 without a valid token);
 * - a non-empty list of roles: a signed-in account of one of them (401 signed out, 403 otherwise).
 * Rules that depend on the row (an agent edits only their own listing) are the server's policy
 * files' (docs/decisions/0340-auth-from-the-contract.md).
 */
export type OperationAuth = 'public' | 'signed-in' | OperationRoles;

/** The roles an operation admits: at least one, so an empty list cannot lock everyone out. */
export type OperationRoles = readonly [UserRole, ...UserRole[]];

/**
 * A body that is not JSON the server can check with a schema: a file, a stream, an upload form.
 * Routes send these themselves; the document shows the content type and the description.
 */
export interface FreeFormContent {
  readonly freeForm: true;
  readonly contentType: readonly string[];
  readonly description: string;
}

/** A response without a body (204, 304). */
export interface EmptyResponse {
  readonly empty: true;
  readonly description: string;
}

export type OperationResponse = z.ZodType | FreeFormContent | EmptyResponse;

/** Status codes, or a range as Fastify and OpenAPI write it ('4xx'). */
export type ResponseStatus =
  200 | 201 | 202 | 204 | 206 | 304 | 400 | 401 | 403 | 404 | 409 | 413 | 416 | 429 | 503 | '4xx';

export interface OperationContract {
  /** The operationId: camelCase verb + resource (`findProperties`, `getProperty`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** The full path, parameters in OpenAPI's braces: `/api/properties/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** The module the operation belongs to (the reference page groups by it). */
  readonly tags: readonly [string, ...string[]];
  readonly auth: OperationAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | FreeFormContent;
  readonly responses: Readonly<Partial<Record<ResponseStatus, OperationResponse>>>;
}

/**
 * One API operation: method, path, request schemas and the response of each status. The server
 * registers its route from it (validation and serialisation), the OpenAPI document is built from
 * it, and the web app takes paths and response types from it. An identity function, so a bundle
 * keeps only the contracts it imports.
 */
export function defineOperation<const T extends OperationContract>(contract: T): T {
  return contract;
}

/** Marks a response or body the server does not describe with a schema (files, streams, forms). */
export function freeForm(contentType: string | readonly string[], description: string) {
  return {
    freeForm: true,
    contentType: typeof contentType === 'string' ? [contentType] : contentType,
    description,
  } as const satisfies FreeFormContent;
}

/** A response without a body. */
export function emptyResponse(description: string) {
  return { empty: true, description } as const satisfies EmptyResponse;
}

export function isFreeForm(value: unknown): value is FreeFormContent {
  return (
    typeof value === 'object' && value !== null && (value as FreeFormContent).freeForm === true
  );
}

export function isEmptyResponse(value: unknown): value is EmptyResponse {
  return typeof value === 'object' && value !== null && (value as EmptyResponse).empty === true;
}

type SuccessStatus = Extract<ResponseStatus, 200 | 201 | 202>;

/** The JSON body an operation answers on success (200, 201 or 202): `OperationResponseBody<typeof getProperty>`. */
export type OperationResponseBody<T extends OperationContract> = {
  [S in SuccessStatus]: T['responses'][S] extends z.ZodType ? z.output<T['responses'][S]> : never;
}[SuccessStatus];

/** The body an operation accepts, as the caller writes it (defaults still optional). */
export type OperationRequestBody<T extends OperationContract> = T['body'] extends z.ZodType
  ? z.input<T['body']>
  : never;

/** The query an operation accepts, as the caller writes it. */
export type OperationQuery<T extends OperationContract> = T['query'] extends z.ZodType
  ? z.input<T['query']>
  : never;

/** The path parameters an operation takes. */
export type OperationParams<T extends OperationContract> = T['params'] extends z.ZodType
  ? z.input<T['params']>
  : never;

/**
 * The path of one call: `operationPath(getProperty, { id })` → `/api/properties/p%2F1`.
 * Parameters are percent-encoded; a missing one throws (a bug in the caller, not user input).
 */
export function operationPath(
  contract: Pick<OperationContract, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return contract.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: missing path parameter ${name}`);
    // The files route's `{*}` is a key with slashes: encode each segment, keep the slashes.
    return name === '*'
      ? String(value).split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(String(value));
  });
}
