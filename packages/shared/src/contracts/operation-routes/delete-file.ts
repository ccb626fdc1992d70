// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { deleteFile as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const deleteFile: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/files/delete' };
