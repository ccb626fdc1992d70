// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getLiveness as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getLiveness: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/health/live' };
