// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { clearFavoriteProperties as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const clearFavoriteProperties: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/me/favorites' };
