// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { sendContactMessage as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const sendContactMessage: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/contact' };
