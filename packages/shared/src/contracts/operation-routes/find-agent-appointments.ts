// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findAgentAppointments as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findAgentAppointments: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/agent/appointments' };
