// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { deleteObject as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const deleteObject: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/storage/objects/{*}' };
