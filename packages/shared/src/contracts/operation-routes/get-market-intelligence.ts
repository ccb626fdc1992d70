// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getMarketIntelligence as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getMarketIntelligence: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/ai-tools/intelligence' };
