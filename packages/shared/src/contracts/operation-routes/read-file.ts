// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { readFile as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const readFile: OperationRoute<typeof Contract> = { method: 'GET', path: '/files/{*}' };
