// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { updateUserStatus as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const updateUserStatus: OperationRoute<typeof Contract> = { method: 'PATCH', path: '/api/users/{id}/status' };
