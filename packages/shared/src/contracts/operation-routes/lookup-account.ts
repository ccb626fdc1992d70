// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { lookupAccount as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const lookupAccount: OperationRoute<typeof Contract> = { method: 'POST', path: '/identity/v1/accounts:lookup' };
