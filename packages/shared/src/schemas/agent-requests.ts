import { z } from 'zod';
import { countedPage } from './page';

/** A buyer's tour request and messages to a listing's agent, and the agent's views of them. */
export const APPOINTMENT_STATUSES = ['requested', 'confirmed', 'declined'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * How much one account may ask of agents: in the last hour across all listings, and in the last
 * day about one listing. Past either the request is refused with 429 `agent-requests/too-many`.
 */
export const AGENT_REQUEST_LIMITS = {
  messages: { perHour: 30, perListingPerDay: 10 },
  tourRequests: { perHour: 10, perListingPerDay: 5 },
} as const;

export const AGENT_REQUEST_MESSAGES = {
  preferredAtInvalid: 'Choose a date and time for the tour',
  preferredAtPast: 'Choose a date and time in the future',
  messageTooLong: 'The message can be at most 2000 characters',
  messageRequired: 'Write a message to the agent',
  ownListing: 'This is your own listing',
  notFound: 'Request not found',
  tooManyMessagesPerHour: `You can send at most ${AGENT_REQUEST_LIMITS.messages.perHour} messages an hour. Try again later.`,
  tooManyMessagesPerListing: `You can send at most ${AGENT_REQUEST_LIMITS.messages.perListingPerDay} messages a day about one listing. Try again tomorrow.`,
  tooManyToursPerHour: `You can ask for at most ${AGENT_REQUEST_LIMITS.tourRequests.perHour} tours an hour. Try again later.`,
  tooManyToursPerListing: `You can ask for at most ${AGENT_REQUEST_LIMITS.tourRequests.perListingPerDay} tours a day of one listing. Try again tomorrow.`,
  tourAlreadyRequested: 'You have already asked for a tour of this listing at that time',
} as const;

/** The agent's Appointments and Clients are read a page at a time (issue #26: 186 rows, 315 KB). */
export const AGENT_LIST_PAGING = {
  defaultLimit: 20,
  maxLimit: 100,
  messagesPerClient: 20,
} as const;

/** GET /api/agent/appointments and /api/agent/clients: `cursor` is a page's `nextCursor`. */
export const ZAgentListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(AGENT_LIST_PAGING.maxLimit)
    .default(AGENT_LIST_PAGING.defaultLimit),
  cursor: z.string().max(500).optional(),
});
export type TAgentListQuery = z.infer<typeof ZAgentListQuerySchema>;

const message = z.string().trim().max(2000, AGENT_REQUEST_MESSAGES.messageTooLong);

export const ZTourRequestSchema = z.object({
  preferredAt: z.iso.datetime({ offset: true, error: AGENT_REQUEST_MESSAGES.preferredAtInvalid }),
  message: message.optional(),
});
export type TTourRequest = z.infer<typeof ZTourRequestSchema>;

export const ZAgentMessageRequestSchema = z.object({
  body: message.min(1, AGENT_REQUEST_MESSAGES.messageRequired),
});
export type TAgentMessageRequest = z.infer<typeof ZAgentMessageRequestSchema>;

const ZBuyerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const ZAppointmentSchema = z.object({
  id: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  buyer: ZBuyerSchema,
  startsAt: z.string(),
  note: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  createdAt: z.string(),
});
export type TAppointment = z.infer<typeof ZAppointmentSchema>;
export const ZAppointmentsResponseSchema = countedPage(ZAppointmentSchema);
export type TAppointmentsResponse = z.infer<typeof ZAppointmentsResponseSchema>;

export const ZAppointmentIdParamsSchema = z.object({ id: z.uuid() });
export const ZAppointmentDecisionSchema = z.object({ status: z.enum(['confirmed', 'declined']) });
export type TAppointmentDecision = z.infer<typeof ZAppointmentDecisionSchema>;

export const ZAgentMessageSchema = z.object({
  id: z.string(),
  /** The buyer × agent × listing conversation the message opened or joined (issue #28). */
  conversationId: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TAgentMessage = z.infer<typeof ZAgentMessageSchema>;

/**
 * A buyer who contacted the agent: how many tours they asked, how many messages they sent, and the
 * newest of those messages (at most AGENT_LIST_PAGING.messagesPerClient, newest first).
 */
export const ZClientSchema = z.object({
  buyer: ZBuyerSchema,
  lastContactAt: z.string(),
  tourRequests: z.number().int(),
  messageCount: z.number().int(),
  messages: z.array(ZAgentMessageSchema),
});
export type TClient = z.infer<typeof ZClientSchema>;
export const ZClientsResponseSchema = countedPage(ZClientSchema);
export type TClientsResponse = z.infer<typeof ZClientsResponseSchema>;
