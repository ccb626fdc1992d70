// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { updateMe as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const updateMe: OperationRoute<typeof Contract> = { method: 'PATCH', path: '/api/me' };
