import { ZAssistantErrorResponseSchema } from '../schemas/assistant';
import { ZIdentityErrorResponseSchema } from '../schemas/identity';
import { apiErrors } from './errors';
import { operationGroup } from './operation-group';

/**
 * The API's sections as the reference page groups them (the OpenAPI tags), each with the shape
 * its errors take. Every contract file writes its operations with one of these.
 */
export const agentRequests = operationGroup(['agent-requests'], apiErrors);
export const aiTools = operationGroup(['ai-tools'], apiErrors);
export const billing = operationGroup(['billing'], apiErrors);
export const conversations = operationGroup(['conversations'], apiErrors);
export const contact = operationGroup(['contact'], apiErrors);
export const dashboard = operationGroup(['dashboard'], apiErrors);
export const dev = operationGroup(['dev'], apiErrors);
export const map = operationGroup(['map'], apiErrors);
export const market = operationGroup(['market'], apiErrors);
export const notifications = operationGroup(['notifications'], apiErrors);
export const properties = operationGroup(['properties'], apiErrors);
/** The map's pins belong to both the listings and the map. */
export const propertyPins = operationGroup(['properties', 'map'], apiErrors);
export const savedSearches = operationGroup(['saved-searches'], apiErrors);
/** The object store's own routes (`/storage/…`, `/files/…`) name their S3-style errors themselves. */
export const storage = operationGroup(['storage'], apiErrors);
export const users = operationGroup(['users'], apiErrors);

/** The assistant answers `{ success: false, error }` (docs/assistant-contract.md). */
export const assistant = operationGroup(['assistant'], { '4xx': ZAssistantErrorResponseSchema });
/** The identity provider's routes keep its error shape. */
export const identity = operationGroup(['identity'], { '4xx': ZIdentityErrorResponseSchema });
