// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { addFavoriteProperty as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const addFavoriteProperty: OperationRoute<typeof Contract> = { method: 'PUT', path: '/api/me/favorites/{propertyId}' };
