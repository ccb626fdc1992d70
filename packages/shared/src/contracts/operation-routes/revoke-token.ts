// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { revokeToken as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const revokeToken: OperationRoute<typeof Contract> = { method: 'POST', path: '/identity/v2/accounts:revokeToken' };
