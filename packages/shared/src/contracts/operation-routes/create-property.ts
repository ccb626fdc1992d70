// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { createProperty as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const createProperty: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/properties' };
