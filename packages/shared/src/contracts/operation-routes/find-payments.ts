// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findPayments as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findPayments: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/billing/payments' };
