// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getPayment as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getPayment: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/billing/payments/{id}' };
