// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getPasswordPolicy as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getPasswordPolicy: OperationRoute<typeof Contract> = { method: 'GET', path: '/identity/v2/passwordPolicy' };
