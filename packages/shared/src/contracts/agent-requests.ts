import { ZPropertyIdParamsSchema } from '../schemas/properties';
import {
  ZAgentListQuerySchema,
  ZAgentMessageRequestSchema,
  ZAgentMessageSchema,
  ZAppointmentDecisionSchema,
  ZAppointmentIdParamsSchema,
  ZAppointmentSchema,
  ZAppointmentsResponseSchema,
  ZClientsResponseSchema,
  ZTourRequestSchema,
} from '../schemas/agent-requests';
import { agentRequests } from './operation-groups';

/** Buyers' tour requests and messages to a listing's agent; the agents' Appointments and Clients. */
export const createTourRequest = agentRequests.post('/api/properties/{id}/tour-requests', {
  name: 'createTourRequest',
  summary: "Ask the listing's agent for a tour",
  auth: 'signed-in',
  params: ZPropertyIdParamsSchema,
  body: ZTourRequestSchema,
  responses: { 201: ZAppointmentSchema },
});

export const createAgentMessage = agentRequests.post('/api/properties/{id}/messages', {
  name: 'createAgentMessage',
  summary: "Message the listing's agent",
  auth: 'signed-in',
  params: ZPropertyIdParamsSchema,
  body: ZAgentMessageRequestSchema,
  responses: { 201: ZAgentMessageSchema },
});

export const findAgentAppointments = agentRequests.get('/api/agent/appointments', {
  name: 'findAgentAppointments',
  summary: "The agent's tour requests and appointments, soonest first, a page at a time",
  auth: ['agent', 'admin'],
  query: ZAgentListQuerySchema,
  responses: { 200: ZAppointmentsResponseSchema },
});

export const decideAgentAppointment = agentRequests.post('/api/agent/appointments/{id}/status', {
  name: 'decideAgentAppointment',
  summary: 'Confirm or decline a tour request',
  auth: ['agent', 'admin'],
  params: ZAppointmentIdParamsSchema,
  body: ZAppointmentDecisionSchema,
  responses: { 200: ZAppointmentSchema },
});

export const findAgentClients = agentRequests.get('/api/agent/clients', {
  name: 'findAgentClients',
  summary: 'Buyers who contacted the agent, latest contact first, a page at a time',
  auth: ['agent', 'admin'],
  query: ZAgentListQuerySchema,
  responses: { 200: ZClientsResponseSchema },
});
