// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findPropertyShares as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findPropertyShares: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/properties/{id}/shares' };
