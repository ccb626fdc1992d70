// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { recordPropertyView as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const recordPropertyView: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/properties/{id}/views' };
