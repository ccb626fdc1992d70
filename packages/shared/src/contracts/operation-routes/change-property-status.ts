// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { changePropertyStatus as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const changePropertyStatus: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/properties/{id}/status' };
