// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { setPropertyActive as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const setPropertyActive: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/properties/{id}/active' };
