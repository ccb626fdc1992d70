// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { deleteProperty as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const deleteProperty: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/properties/{id}' };
