// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { declinePurchase as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const declinePurchase: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/me/purchases/{propertyId}/decline' };
