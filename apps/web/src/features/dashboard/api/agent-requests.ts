import type { TAppointmentDecision } from '@nestwise/shared';
import { decideAgentAppointment } from '@nestwise/shared/operation-routes/decide-agent-appointment';
import { findAgentAppointments } from '@nestwise/shared/operation-routes/find-agent-appointments';
import { findAgentClients } from '@nestwise/shared/operation-routes/find-agent-clients';
import { api } from '@/lib/api';
import {
  contractMutation,
  contractPages,
  idAndBody,
  replaceById,
  updateCachedLists,
} from '@/lib/contract-endpoints';

export const AGENT_LIST_PAGE_SIZE = 20;

/**
 * The buyers' tour requests and messages to the agent (all of them for an admin), a page at a
 * time. A decision on a tour request shows in place in the loaded appointments (a reload would
 * start the list again from its first page).
 */
const agentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Tour requests for the agent's listings, soonest first. */
    getAppointments: contractPages(build, findAgentAppointments, {
      request: (_: void, cursor) => ({ query: { limit: AGENT_LIST_PAGE_SIZE, cursor } }),
      providesTags: ['Appointments'],
    }),
    decideAppointment: contractMutation(build, decideAgentAppointment, {
      request: idAndBody<Pick<TAppointmentDecision, 'status'>>(),
      onSuccess: (updated, { dispatch, getState }) =>
        updateCachedLists<void>(dispatch, getState(), 'Appointments', 'getAppointments', () =>
          agentRequestsApi.util.updateQueryData('getAppointments', undefined, (data) => {
            for (const page of data.pages) page.items = replaceById(page.items, updated);
          }),
        ),
    }),
    /** The buyers who contacted the agent, latest contact first, with their newest messages. */
    getClients: contractPages(build, findAgentClients, {
      request: (_: void, cursor) => ({ query: { limit: AGENT_LIST_PAGE_SIZE, cursor } }),
      providesTags: ['Clients'],
    }),
  }),
});

export const {
  useGetAppointmentsInfiniteQuery: useAppointments,
  useDecideAppointmentMutation: useDecideAppointment,
  useGetClientsInfiniteQuery: useClients,
} = agentRequestsApi;

/** "May 4, 2030, 2:30 PM" in the viewer's locale and time zone. */
export { formatDayTime as formatDateTime } from '@/lib/dates';
