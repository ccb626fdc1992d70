// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getSalesSummary as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getSalesSummary: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/market/sales/summary' };
