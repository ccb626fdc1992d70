// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findFavoriteProperties as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findFavoriteProperties: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/me/favorites' };
