// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { confirmPurchase as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const confirmPurchase: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/me/purchases/{propertyId}/confirm' };
