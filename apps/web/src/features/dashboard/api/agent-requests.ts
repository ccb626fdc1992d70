import type {
  TAppointment,
  TAppointmentDecision,
  TAppointmentsResponse,
  TClientsResponse,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

/** Tour requests for the agent's listings (all of them for an admin), soonest first. */
export function getAppointments(signal?: AbortSignal): Promise<TAppointmentsResponse> {
  return apiRequest<TAppointmentsResponse>('/api/agent/appointments', { signal });
}

export function useAppointments() {
  return useReloadableQuery(getAppointments, 'agent-appointments');
}

export function decideAppointment(
  id: string,
  status: TAppointmentDecision['status'],
): Promise<TAppointment> {
  return apiRequest<TAppointment>(`/api/agent/appointments/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  });
}

export function useDecideAppointment() {
  return useAction(decideAppointment);
}

/** The buyers who contacted the agent, latest contact first, with their messages. */
export function getClients(signal?: AbortSignal): Promise<TClientsResponse> {
  return apiRequest<TClientsResponse>('/api/agent/clients', { signal });
}

export function useClients() {
  return useReloadableQuery(getClients, 'agent-clients');
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "May 4, 2030, 2:30 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}
