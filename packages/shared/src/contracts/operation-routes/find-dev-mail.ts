// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findDevMail as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findDevMail: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/dev/mailbox' };
