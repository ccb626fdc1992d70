import type { TAppointmentDecision } from '@nestwise/shared';
import type {
  decideAgentAppointment,
  findAgentAppointments,
  findAgentClients,
  OperationResponseBody,
} from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/**
 * The buyers' tour requests and messages to the agent (all of them for an admin). A decision on
 * a tour request refreshes both lists.
 */
const agentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Tour requests for the agent's listings, soonest first. */
    getAppointments: build.query<OperationResponseBody<typeof findAgentAppointments>, void>({
      query: () =>
        call<typeof findAgentAppointments>({ method: 'GET', path: '/api/agent/appointments' }),
      providesTags: ['Appointments'],
    }),
    decideAppointment: build.mutation<
      OperationResponseBody<typeof decideAgentAppointment>,
      { id: string; status: TAppointmentDecision['status'] }
    >({
      query: ({ id, status }) =>
        call<typeof decideAgentAppointment>(
          { method: 'POST', path: '/api/agent/appointments/{id}/status' },
          { params: { id }, body: { status } },
        ),
      invalidatesTags: (result) => (result ? ['Appointments', 'Clients'] : []),
    }),
    /** The buyers who contacted the agent, latest contact first, with their messages. */
    getClients: build.query<OperationResponseBody<typeof findAgentClients>, void>({
      query: () => call<typeof findAgentClients>({ method: 'GET', path: '/api/agent/clients' }),
      providesTags: ['Clients'],
    }),
  }),
});

export const {
  useGetAppointmentsQuery: useAppointments,
  useDecideAppointmentMutation: useDecideAppointment,
  useGetClientsQuery: useClients,
} = agentRequestsApi;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "May 4, 2030, 2:30 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}
