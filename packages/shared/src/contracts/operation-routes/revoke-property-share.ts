// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { revokePropertyShare as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const revokePropertyShare: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/properties/{id}/shares/{shareId}' };
