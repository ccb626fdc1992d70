// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getSigningKeys as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getSigningKeys: OperationRoute<typeof Contract> = { method: 'GET', path: '/identity/v1/jwks' };
