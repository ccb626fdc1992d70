// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { sendOobCode as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const sendOobCode: OperationRoute<typeof Contract> = { method: 'POST', path: '/identity/v1/accounts:sendOobCode' };
