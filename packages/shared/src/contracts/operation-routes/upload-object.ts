// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { uploadObject as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const uploadObject: OperationRoute<typeof Contract> = { method: 'POST', path: '/storage/upload' };
