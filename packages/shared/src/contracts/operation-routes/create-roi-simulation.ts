// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { createRoiSimulation as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const createRoiSimulation: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/ai-tools/roi' };
