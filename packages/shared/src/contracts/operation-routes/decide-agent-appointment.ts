// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { decideAgentAppointment as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const decideAgentAppointment: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/agent/appointments/{id}/status' };
