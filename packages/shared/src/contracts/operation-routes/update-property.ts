// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { updateProperty as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const updateProperty: OperationRoute<typeof Contract> = { method: 'PATCH', path: '/api/properties/{id}' };
