// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getMySubscription as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getMySubscription: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/billing/subscription' };
