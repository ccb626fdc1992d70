import { ZPropertyIdParamsSchema } from '../schemas/properties';
import {
  ZAgentMessageRequestSchema,
  ZAgentMessageSchema,
  ZAppointmentDecisionSchema,
  ZAppointmentIdParamsSchema,
  ZAppointmentSchema,
  ZAppointmentsResponseSchema,
  ZClientsResponseSchema,
  ZTourRequestSchema,
} from '../schemas/agent-requests';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** Buyers' tour requests and messages to a listing's agent; the agents' Appointments and Clients. */
export const createTourRequest = defineOperation({
  name: 'createTourRequest',
  method: 'POST',
  path: '/api/properties/{id}/tour-requests',
  summary: "Ask the listing's agent for a tour",
  tags: ['agent-requests'],
  auth: 'signed-in',
  params: ZPropertyIdParamsSchema,
  body: ZTourRequestSchema,
  responses: { 201: ZAppointmentSchema, ...apiErrors },
});

export const createAgentMessage = defineOperation({
  name: 'createAgentMessage',
  method: 'POST',
  path: '/api/properties/{id}/messages',
  summary: "Message the listing's agent",
  tags: ['agent-requests'],
  auth: 'signed-in',
  params: ZPropertyIdParamsSchema,
  body: ZAgentMessageRequestSchema,
  responses: { 201: ZAgentMessageSchema, ...apiErrors },
});

export const findAgentAppointments = defineOperation({
  name: 'findAgentAppointments',
  method: 'GET',
  path: '/api/agent/appointments',
  summary: "The agent's tour requests and appointments",
  tags: ['agent-requests'],
  auth: ['agent', 'admin'],
  responses: { 200: ZAppointmentsResponseSchema, ...apiErrors },
});

export const decideAgentAppointment = defineOperation({
  name: 'decideAgentAppointment',
  method: 'POST',
  path: '/api/agent/appointments/{id}/status',
  summary: 'Confirm or decline a tour request',
  tags: ['agent-requests'],
  auth: ['agent', 'admin'],
  params: ZAppointmentIdParamsSchema,
  body: ZAppointmentDecisionSchema,
  responses: { 200: ZAppointmentSchema, ...apiErrors },
});

export const findAgentClients = defineOperation({
  name: 'findAgentClients',
  method: 'GET',
  path: '/api/agent/clients',
  summary: 'Buyers who contacted the agent, with their messages',
  tags: ['agent-requests'],
  auth: ['agent', 'admin'],
  responses: { 200: ZClientsResponseSchema, ...apiErrors },
});
