import type { TAppointmentDecision } from '@nestwise/shared';
import type {
  decideAgentAppointment,
  findAgentAppointments,
  findAgentClients,
} from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation, contractQuery, idAndBody } from '@/lib/contract-endpoints';

/**
 * The buyers' tour requests and messages to the agent (all of them for an admin). A decision on
 * a tour request refreshes both lists.
 */
const agentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Tour requests for the agent's listings, soonest first. */
    getAppointments: contractQuery<typeof findAgentAppointments>(build)({
      path: '/api/agent/appointments',
      providesTags: ['Appointments'],
    }),
    decideAppointment: contractMutation<typeof decideAgentAppointment>(build)({
      method: 'POST',
      path: '/api/agent/appointments/{id}/status',
      request: idAndBody<Pick<TAppointmentDecision, 'status'>>(),
      invalidatesTags: (result) => (result ? ['Appointments', 'Clients'] : []),
    }),
    /** The buyers who contacted the agent, latest contact first, with their messages. */
    getClients: contractQuery<typeof findAgentClients>(build)({
      path: '/api/agent/clients',
      providesTags: ['Clients'],
    }),
  }),
});

export const {
  useGetAppointmentsQuery: useAppointments,
  useDecideAppointmentMutation: useDecideAppointment,
  useGetClientsQuery: useClients,
} = agentRequestsApi;

/** "May 4, 2030, 2:30 PM" in the viewer's locale and time zone. */
export { formatDayTime as formatDateTime } from '@/lib/dates';
