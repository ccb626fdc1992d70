// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { createListingEstimate as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const createListingEstimate: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/ai-tools/estimate' };
