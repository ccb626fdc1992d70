// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getMapConfig as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getMapConfig: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/map/config' };
