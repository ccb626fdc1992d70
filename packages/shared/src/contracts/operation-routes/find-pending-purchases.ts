// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findPendingPurchases as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findPendingPurchases: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/me/purchases/pending' };
