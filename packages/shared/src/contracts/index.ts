/**
 * One contract per API operation (method, path, params, query, body, response per status).
 * The server registers each route from its contract; the OpenAPI document at /api/openapi.json
 * is built from them; the web app imports the ones it calls:
 *
 *   import { getProperty, operationPath, type OperationResponseBody } from '@nestwise/shared/contracts';
 *   const url = operationPath(getProperty, { id });
 *   type Listing = OperationResponseBody<typeof getProperty>;
 *
 * Every contract is its own named export, so a bundle keeps only those it uses (and their
 * schemas). The list of all of them is `@nestwise/shared/contracts/all`, for the server and tests.
 */
export * from './define-operation';
export * from './operation-route';
export * from './errors';
export * from './agent-requests';
export * from './ai-tools';
export * from './assistant';
export * from './billing';
export * from './contact';
export * from './conversations';
export * from './dashboard';
export * from './dev-mailbox';
export * from './health';
export * from './identity';
export * from './map';
export * from './market';
export * from './my-properties';
export * from './notifications';
export * from './properties';
export * from './property-activity';
export * from './property-pins';
export * from './saved-searches';
export * from './storage';
export * from './users';
