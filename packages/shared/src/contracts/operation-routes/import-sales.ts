// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { importSales as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const importSales: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/market/sales/import' };
