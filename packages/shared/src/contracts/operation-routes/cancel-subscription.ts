// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { cancelSubscription as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const cancelSubscription: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/billing/subscription/cancel' };
