// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { removeFavoriteProperty as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const removeFavoriteProperty: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/me/favorites/{propertyId}' };
