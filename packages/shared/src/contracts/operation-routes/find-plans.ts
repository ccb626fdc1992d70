// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findPlans as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findPlans: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/billing/plans' };
